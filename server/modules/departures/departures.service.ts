import type { Kysely } from 'kysely';
import {
  circuitEnd,
  circuitTotal,
  type DepartureRule,
  departureDates,
  partyProblem,
  SINGLE_SUPPLEMENT_RATE,
} from '../../../domain/booking/circuits.ts';
import type { CircuitSnapshot, VoyageSnapshot } from '../../../domain/booking/snapshots.ts';
import type { Departures, VoyageDepartures } from '../../../domain/contract/departures.ts';
import type { CircuitCheckoutLine, VoyageCheckoutLine } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { openDepartures, type TripDeparture, tierFor } from '../../../domain/partner-trips.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type CircuitRow, DeparturesRepository, type VoyageRow } from './departures.repository.ts';

/** A circuit line of the cart priced as the circuit is now: what checkout takes and keeps. */
export interface PricedCircuit {
  slug: string;
  places: number;
  total: number;
  snapshot: CircuitSnapshot;
}

/** A partner's trip line priced as the trip is now: the departure's capacity, the total and what is sold. */
export interface PricedVoyage {
  slug: string;
  capacity: number;
  total: number;
  snapshot: VoyageSnapshot;
}

const parse = (json: string) => JSON.parse(json) as Record<string, string>;
/** A circuit lasts one day more than the nights of its stops. */
const daysOf = (c: CircuitRow) =>
  Math.max(1, (JSON.parse(c.stops) as { nights: number }[]).reduce((sum, s) => sum + s.nights, 0) + 1);

/**
 * Departures of circuits (issue 26) and of partners' trips (issue 27): which are open with the
 * places left on each, and a cart's line priced for checkout, which takes its places
 * (orders.service.ts). A circuit's agency — the operator for the demo circuits, which name none —
 * answers by e-mail; a trip's guide or agency answers by e-mail or from their space.
 */
export class DeparturesService {
  private readonly departures: DeparturesRepository;
  private readonly now: () => Date;

  constructor(db: Kysely<Database>, options: { now?: () => Date } = {}) {
    this.departures = new DeparturesRepository(db);
    this.now = options.now ?? (() => new Date());
  }

  /** `GET /circuits/{slug}/availability`. */
  async availability(slug: string): Promise<{ departures: Departures }> {
    const circuit = await this.circuitOf({ slug });
    const rule = ruleOf(circuit);
    const dates = rule ? departureDates(rule, this.today()) : [];
    const taken = await this.departures.taken(circuit.slug, dates);
    return {
      departures: {
        id: circuit.id,
        slug: circuit.slug,
        price_millimes: circuit.price_from_millimes,
        single_supplement_millimes: Math.round(circuit.price_from_millimes * SINGLE_SUPPLEMENT_RATE),
        days: daysOf(circuit),
        places: rule?.places ?? 0,
        dates: dates.map((date) => ({ date, available: Math.max(0, (rule?.places ?? 0) - (taken.get(date) ?? 0)) })),
      },
    };
  }

  /**
   * One circuit line of a checkout, priced as the circuit is now: 409 `offer_passed` for a
   * departure no longer open, 400 `invalid_party` for a party or rooms that do not fit.
   */
  async price(line: CircuitCheckoutLine, index: number): Promise<PricedCircuit> {
    const circuit = await this.circuitOf({ id: line.listing_id });
    const rule = ruleOf(circuit);
    if (!rule || !departureDates(rule, this.today()).includes(line.date))
      throw new HttpError(409, 'offer_passed', 'This departure is not open to booking.', { line: index });
    const problem = partyProblem(line.people, line.rooms);
    if (problem)
      throw new HttpError(400, 'invalid_party', 'These rooms do not fit the party.', { line: index, problem });
    const days = daysOf(circuit);
    return {
      slug: circuit.slug,
      places: rule.places,
      total: circuitTotal(circuit.price_from_millimes, line.people, line.rooms),
      snapshot: {
        listing_id: circuit.id,
        name: parse(circuit.name),
        address: {},
        phone: null,
        email: null,
        circuit: {
          date: line.date,
          end: circuitEnd(line.date, days),
          days,
          people: line.people,
          rooms: line.rooms,
          unit_millimes: circuit.price_from_millimes,
        },
      },
    };
  }

  /** `GET /voyages/{id}/availability`: a published trip's open departures and the places left on each. */
  async voyageAvailability(id: number): Promise<{ departures: VoyageDepartures }> {
    const voyage = await this.voyageOf(id);
    const open = openDepartures(departuresOf(voyage), this.today());
    const taken = await this.departures.taken(
      voyage.slug,
      open.map((d) => d.date),
      'voyage',
    );
    return {
      departures: {
        id: voyage.id,
        days: (JSON.parse(voyage.days) as unknown[]).length,
        tiers: tiersOf(voyage).map((t) => ({ people: t.people, price_millimes: t.priceMillimes })),
        dates: open.map((d) => ({
          date: d.date,
          capacity: d.capacity,
          available: Math.max(0, d.capacity - (taken.get(d.date) ?? 0)),
        })),
      },
    };
  }

  /**
   * One trip line of a checkout, priced by the trip's tiers as they are now: 409 `offer_passed`
   * for a departure no longer open, 400 `invalid_party` for a party no tier prices. What it sells
   * (price a person, programme, guide, meeting point) is kept whole on the line.
   */
  async priceVoyage(line: VoyageCheckoutLine, index: number): Promise<PricedVoyage> {
    const voyage = await this.voyageOf(line.listing_id);
    const departure = openDepartures(departuresOf(voyage), this.today()).find((d) => d.date === line.date);
    if (!departure) throw new HttpError(409, 'offer_passed', 'This departure is not open to booking.', { line: index });
    const tier = tierFor(tiersOf(voyage), line.people);
    if (!tier)
      throw new HttpError(400, 'invalid_party', 'No price tier fits this party.', { line: index, problem: 'people' });
    const days = JSON.parse(voyage.days) as { title: Record<string, string>; programme: Record<string, string> }[];
    return {
      slug: voyage.slug,
      capacity: departure.capacity,
      total: tier.priceMillimes * line.people,
      snapshot: {
        listing_id: voyage.id,
        name: parse(voyage.name),
        address: {},
        phone: voyage.guide_phone,
        email: voyage.guide_email,
        voyage: {
          date: line.date,
          end: circuitEnd(line.date, days.length),
          days: days.length,
          people: line.people,
          unit_millimes: tier.priceMillimes,
          guide: parse(voyage.guide_name),
          meeting_point: voyage.meeting_point
            ? (JSON.parse(voyage.meeting_point) as { lat: number; lng: number })
            : null,
          programme: days,
        },
      },
    };
  }

  private async voyageOf(id: number) {
    const voyage = await this.departures.voyage(id);
    if (!voyage) throw new HttpError(404, 'voyage_not_found', 'No trip with this id.');
    return voyage;
  }

  private async circuitOf(by: { id: number } | { slug: string }) {
    const circuit = await this.departures.circuit(by);
    if (!circuit) throw new HttpError(404, 'circuit_not_found', 'No circuit with this id.');
    return circuit;
  }

  private today() {
    return tunisiaDateTime(this.now()).slice(0, 10);
  }
}

const ruleOf = (c: CircuitRow): DepartureRule | null =>
  c.departures ? (JSON.parse(c.departures) as DepartureRule) : null;

const departuresOf = (v: VoyageRow): TripDeparture[] => (v.departures ? JSON.parse(v.departures) : []);
const tiersOf = (v: VoyageRow) =>
  (JSON.parse(v.price_tiers) as { people: number; price_millimes: number }[]).map((t) => ({
    people: t.people,
    priceMillimes: t.price_millimes,
  }));
