import type { Kysely } from 'kysely';
import type { BookingKind } from '../../../domain/booking/kinds.ts';
import { RENTAL_KINDS } from '../../../domain/booking/kinds.ts';
import { RECORDED_LINE_STATES } from '../../../domain/booking/reservations.ts';
import { SEAT_KINDS } from '../../../domain/booking/seats.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The reservations' SQL: a traveller's recorded order lines (domain/booking/reservations.ts),
 * newest order first, read only. Each kind's list adds where its listing is in the catalogue now,
 * found by what was sold (a slug, a registration, a flight number): its id and coordinates, null
 * once it has gone (what was sold keeps neither).
 */
export class ReservationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Lines of these kinds the user has recorded, and any line of an unsettled order. */
  private recorded(userId: number, kinds: readonly BookingKind[]) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.arrival',
        'l.departure',
        'l.total_millimes',
        'l.snapshot',
        'o.paid_attempt_id',
        // The line's refund, if it has one (a refusal or cancellation asks one per line).
        (eb) =>
          eb
            .selectFrom('refunds as r')
            .select('r.amount_millimes')
            .whereRef('r.line_id', '=', 'l.id')
            .orderBy('r.id', 'desc')
            .limit(1)
            .as('refund_millimes'),
        (eb) =>
          eb
            .selectFrom('refunds as r')
            .select('r.status')
            .whereRef('r.line_id', '=', 'l.id')
            .orderBy('r.id', 'desc')
            .limit(1)
            .as('refund_status'),
        (eb) =>
          eb
            .selectFrom('refunds as r')
            .select('r.created_at')
            .whereRef('r.line_id', '=', 'l.id')
            .orderBy('r.id', 'desc')
            .limit(1)
            .as('refund_since'),
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', 'in', kinds)
      .where((eb) => eb.or([eb('l.status', 'in', RECORDED_LINE_STATES), eb('o.status', '=', 'unsettled')]))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc');
  }

  /** Hotel and guest-house stays, with the place found by slug. */
  stayLines(userId: number) {
    return this.recorded(userId, ['hotel', 'maison'])
      .leftJoin('hotels as h', (join) => join.onRef('h.slug', '=', 'l.listing_slug').on('l.kind', '=', 'hotel'))
      .leftJoin('maisons as m', (join) => join.onRef('m.slug', '=', 'l.listing_slug').on('l.kind', '=', 'maison'))
      .select((eb) => [
        eb.fn.coalesce('h.id', 'm.id').as('listing_id'),
        eb.fn.coalesce('h.lat', 'm.lat').as('lat'),
        eb.fn.coalesce('h.lng', 'm.lng').as('lng'),
      ])
      .execute();
  }

  /** Rentals, with the vehicle found by registration number and its agency's coordinates. */
  rentalLines(userId: number) {
    return this.recorded(userId, RENTAL_KINDS)
      .leftJoin('vehicles as v', 'v.registration_number', 'l.listing_slug')
      .leftJoin('agencies as a', 'a.id', 'v.agency_id')
      .select(['v.id as listing_id', 'a.lat', 'a.lng'])
      .execute();
  }

  /** Seats at events and places at activities, with the offer found by slug. */
  seatLines(userId: number) {
    return this.recorded(userId, SEAT_KINDS)
      .leftJoin('events as e', (join) => join.onRef('e.slug', '=', 'l.listing_slug').on('l.kind', '=', 'event'))
      .leftJoin('activities as a', (join) => join.onRef('a.slug', '=', 'l.listing_slug').on('l.kind', '=', 'activity'))
      .select((eb) => [
        eb.fn.coalesce('e.id', 'a.id').as('listing_id'),
        eb.fn.coalesce('e.lat', 'a.lat').as('lat'),
        eb.fn.coalesce('e.lng', 'a.lng').as('lng'),
      ])
      .execute();
  }

  /** Tables, with the restaurant found by slug. */
  tableLines(userId: number) {
    return this.recorded(userId, ['restaurant'])
      .leftJoin('restaurants as r', 'r.slug', 'l.listing_slug')
      .select(['r.id as listing_id', 'r.lat', 'r.lng'])
      .execute();
  }

  /** Places on circuits, with the circuit found by slug (a circuit has no one point to lead to). */
  circuitLines(userId: number) {
    return this.recorded(userId, ['circuit'])
      .leftJoin('circuits as c', 'c.slug', 'l.listing_slug')
      .select(['c.id as listing_id'])
      .execute();
  }

  /** Places on partners' trips, with the trip (and its guide) found by slug, and a refusal's reason. */
  voyageLines(userId: number) {
    return this.recorded(userId, ['voyage'])
      .leftJoin('voyages as v', 'v.slug', 'l.listing_slug')
      .select((eb) => [
        'v.id as listing_id',
        'v.guide_id',
        // The reason a guide gave when refusing it (the event keeps it with the answer's key).
        eb
          .selectFrom('order_events as e')
          .select('e.data')
          .whereRef('e.line_id', '=', 'l.id')
          .where('e.type', '=', 'provider_refused')
          .limit(1)
          .as('refusal'),
      ])
      .execute();
  }

  /** Flights, with the departure airport's coordinates (directions lead there). */
  flightLines(userId: number) {
    return this.recorded(userId, ['flight'])
      .leftJoin('flights as f', 'f.number', 'l.listing_slug')
      .leftJoin('airports as a', 'a.iata', 'f.from_iata')
      .select(['a.lat', 'a.lng'])
      .execute();
  }
}

export type StayLineRow = Awaited<ReturnType<ReservationsRepository['stayLines']>>[number];
export type RentalLineRow = Awaited<ReturnType<ReservationsRepository['rentalLines']>>[number];
export type SeatLineRow = Awaited<ReturnType<ReservationsRepository['seatLines']>>[number];
export type TableLineRow = Awaited<ReturnType<ReservationsRepository['tableLines']>>[number];
export type CircuitLineRow = Awaited<ReturnType<ReservationsRepository['circuitLines']>>[number];
export type FlightLineRow = Awaited<ReturnType<ReservationsRepository['flightLines']>>[number];
export type VoyageLineRow = Awaited<ReturnType<ReservationsRepository['voyageLines']>>[number];
