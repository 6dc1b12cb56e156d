import type { Kysely } from 'kysely';
import {
  bookableDays,
  eventDays,
  type SeatKind,
  type SeatOffer,
  seatProblem,
  seatsTotal,
} from '../../../domain/booking/seats.ts';
import type { SeatSnapshot } from '../../../domain/booking/snapshots.ts';
import type { SeatCheckoutLine } from '../../../domain/contract/orders.ts';
import type { SeatAvailability } from '../../../domain/contract/seats.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { SeatsRepository } from './seats.repository.ts';

type Offer = NonNullable<Awaited<ReturnType<SeatsRepository['offer']>>>;

/** A seat line of the cart priced from the catalogue as it is now: what checkout takes and keeps. */
export interface PricedSeats {
  slug: string;
  capacity: number;
  total: number;
  snapshot: SeatSnapshot;
}

/** What a seat offer's calls answer when it is not there, by kind. */
const NOT_FOUND: Record<SeatKind, () => HttpError> = {
  event: () => new HttpError(404, 'event_not_found', 'No event with this id.'),
  activity: () => new HttpError(404, 'activity_not_found', 'No activity with this id.'),
};

/**
 * Seats at events and weekend ideas, places at activities (issue 26): which days are open and
 * how many seats are left on each, and a cart's seat line priced and checked for checkout, which
 * takes the seats (orders.service.ts).
 */
export class SeatsService {
  private readonly seats: SeatsRepository;
  private readonly now: () => Date;

  constructor(db: Kysely<Database>, options: { now?: () => Date } = {}) {
    this.seats = new SeatsRepository(db);
    this.now = options.now ?? (() => new Date());
  }

  /** `GET /events/{id}/availability`, `GET /activity/{id}/availability`. */
  async availability(kind: SeatKind, id: number): Promise<{ seats: SeatAvailability }> {
    const offer = await this.offerOf(kind, id);
    const today = this.today();
    const rules = offerRules(offer, today);
    const offered = bookableDays(rules, today);
    const taken = await this.seats.taken(kind, offer.slug, offered);
    return {
      seats: {
        kind,
        id: offer.id,
        capacity: rules.capacity,
        price_millimes: rules.priceMillimes,
        start_time: startTime(offer),
        days: offered.map((date) => ({ date, available: Math.max(0, rules.capacity - (taken.get(date) ?? 0)) })),
      },
    };
  }

  /**
   * One seat line of a checkout, priced as the offer is now: 409 `offer_passed` when its date has
   * passed or the offer is over (spec §5), 400 `invalid_seats` for a day not offered.
   */
  async price(line: SeatCheckoutLine, index: number): Promise<PricedSeats> {
    const offer = await this.offerOf(line.kind, line.listing_id);
    const today = this.today();
    const rules = offerRules(offer, today);
    const problem = seatProblem(line, rules, today);
    if (problem === 'offer_passed')
      throw new HttpError(409, 'offer_passed', 'An offer whose date has passed cannot be booked.', { line: index });
    if (problem)
      throw new HttpError(400, 'invalid_seats', 'This day or number of seats cannot be booked.', {
        line: index,
        problem,
      });
    const parse = (json: string) => JSON.parse(json) as Record<string, string>;
    return {
      slug: offer.slug,
      capacity: rules.capacity,
      total: seatsTotal(rules.priceMillimes, line.seats),
      snapshot: {
        listing_id: offer.id,
        name: parse(offer.title),
        address: parse(offer.address),
        phone: null,
        email: null,
        seats: {
          date: line.date,
          count: line.seats,
          unit_millimes: rules.priceMillimes,
          start_time: startTime(offer),
          duration_hours: offer.source === 'activity' ? offer.duration_hours : null,
          offer: offer.source === 'event' ? offer.kind : 'activity',
        },
      },
    };
  }

  private async offerOf(kind: SeatKind, id: number): Promise<Offer> {
    const offer = await this.seats.offer(kind, id);
    if (offer) return offer;
    throw NOT_FOUND[kind]();
  }

  private today() {
    return tunisiaDateTime(this.now()).slice(0, 10);
  }
}

/** The offer's days, seats and price as booking reads them. */
function offerRules(offer: Offer, today: string): SeatOffer {
  if (offer.source === 'event')
    return {
      ...eventDays(offer.start_at, offer.end_at, offer.kind),
      capacity: offer.seats,
      priceMillimes: offer.price_millimes,
    };
  // An activity runs every day until its end date.
  return {
    firstDay: today,
    lastDay: offer.end_date,
    capacity: offer.numberplaces,
    priceMillimes: offer.price_millimes,
  };
}

/** An event's start time (HH:MM); an activity has none fixed. */
const startTime = (offer: Offer) => (offer.source === 'event' ? offer.start_at.slice(11, 16) : null);
