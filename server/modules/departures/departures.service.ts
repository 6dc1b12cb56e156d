import type { Kysely } from 'kysely';
import {
  circuitEnd,
  circuitTotal,
  type DepartureRule,
  departureDates,
  partyProblem,
  SINGLE_SUPPLEMENT_RATE,
} from '../../../domain/booking/circuits.ts';
import type { Departures } from '../../../domain/contract/departures.ts';
import type { CircuitCheckoutLine } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CircuitSnapshot } from '../orders/orders.mappers.ts';
import { type CircuitRow, DeparturesRepository } from './departures.repository.ts';

/** A circuit line of the cart priced as the circuit is now: what checkout takes and keeps. */
export interface PricedCircuit {
  slug: string;
  places: number;
  total: number;
  snapshot: CircuitSnapshot;
}

const parse = (json: string) => JSON.parse(json) as Record<string, string>;
/** A circuit lasts one day more than the nights of its stops. */
const daysOf = (c: CircuitRow) =>
  Math.max(1, (JSON.parse(c.stops) as { nights: number }[]).reduce((sum, s) => sum + s.nights, 0) + 1);

/**
 * Circuits' departures (issue 26): which departures are open with the places left on each, and a
 * cart's circuit line priced for checkout, which takes its places (orders.service.ts). The
 * circuit's agency — the operator for the demo circuits, which name none — answers by e-mail.
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
