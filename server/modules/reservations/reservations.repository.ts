import type { Kysely } from 'kysely';
import { RENTAL_KINDS } from '../../../domain/booking/kinds.ts';
import { RECORDED_LINE_STATES } from '../../../domain/booking/reservations.ts';
import { SEAT_KINDS } from '../../../domain/booking/seats.ts';
import type { Database } from '../../db/schema.ts';

/** The reservations' SQL: a traveller's recorded order lines, read only. */
export class ReservationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The user's recorded stay lines (domain/booking/reservations.ts), newest order first, with the
   * place's id and coordinates in the catalogue as it is now, found by slug (what was sold keeps
   * neither coordinates nor a lasting id; null once the place has gone).
   */
  stayLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('hotels as h', (join) => join.onRef('h.slug', '=', 'l.listing_slug').on('l.kind', '=', 'hotel'))
      .leftJoin('maisons as m', (join) => join.onRef('m.slug', '=', 'l.listing_slug').on('l.kind', '=', 'maison'))
      .select((eb) => [
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
        eb.fn.coalesce('h.id', 'm.id').as('listing_id'),
        eb.fn.coalesce('h.lat', 'm.lat').as('lat'),
        eb.fn.coalesce('h.lng', 'm.lng').as('lng'),
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', 'in', ['hotel', 'maison'])
      .where((eb) => eb.or([eb('l.status', 'in', RECORDED_LINE_STATES), eb('o.status', '=', 'unsettled')]))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc')
      .execute();
  }

  /**
   * The user's recorded rentals, with the vehicle's id and its agency's coordinates in the
   * catalogue as they are now, found by registration number (null once the vehicle has gone).
   */
  rentalLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('vehicles as v', 'v.registration_number', 'l.listing_slug')
      .leftJoin('agencies as a', 'a.id', 'v.agency_id')
      .select([
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.total_millimes',
        'l.snapshot',
        'v.id as listing_id',
        'a.lat',
        'a.lng',
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', 'in', RENTAL_KINDS)
      .where('l.status', 'in', RECORDED_LINE_STATES)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .execute();
  }

  /**
   * The user's recorded seats at events and activities, with the offer's id and coordinates in the
   * catalogue as they are now, found by slug (null once it has gone).
   */
  seatLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('events as e', (join) => join.onRef('e.slug', '=', 'l.listing_slug').on('l.kind', '=', 'event'))
      .leftJoin('activities as a', (join) => join.onRef('a.slug', '=', 'l.listing_slug').on('l.kind', '=', 'activity'))
      .select((eb) => [
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.arrival',
        'l.total_millimes',
        'l.snapshot',
        eb.fn.coalesce('e.id', 'a.id').as('listing_id'),
        eb.fn.coalesce('e.lat', 'a.lat').as('lat'),
        eb.fn.coalesce('e.lng', 'a.lng').as('lng'),
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', 'in', SEAT_KINDS)
      .where((eb) => eb.or([eb('l.status', 'in', RECORDED_LINE_STATES), eb('o.status', '=', 'unsettled')]))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc')
      .execute();
  }

  /** The user's recorded tables, with the restaurant's id and coordinates as they are now, found by slug. */
  tableLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('restaurants as r', 'r.slug', 'l.listing_slug')
      .select([
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.arrival',
        'l.total_millimes',
        'l.snapshot',
        'r.id as listing_id',
        'r.lat',
        'r.lng',
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', '=', 'restaurant')
      .where('l.status', 'in', RECORDED_LINE_STATES)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc')
      .execute();
  }

  /** The user's recorded places on circuits, with the circuit's id as it is now, found by slug. */
  circuitLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('circuits as c', 'c.slug', 'l.listing_slug')
      .select([
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.arrival',
        'l.total_millimes',
        'l.snapshot',
        'c.id as listing_id',
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', '=', 'circuit')
      .where((eb) => eb.or([eb('l.status', 'in', RECORDED_LINE_STATES), eb('o.status', '=', 'unsettled')]))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc')
      .execute();
  }

  /** The user's recorded flights, with the departure airport's coordinates (directions lead there). */
  flightLines(userId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .leftJoin('flights as f', 'f.number', 'l.listing_slug')
      .leftJoin('airports as a', 'a.iata', 'f.from_iata')
      .select([
        'o.reference',
        'o.status as order_status',
        'o.created_at',
        'l.id',
        'l.kind',
        'l.listing_slug',
        'l.status',
        'l.arrival',
        'l.total_millimes',
        'l.snapshot',
        'a.lat',
        'a.lng',
      ])
      .where('o.user_id', '=', userId)
      .where('l.kind', '=', 'flight')
      .where((eb) => eb.or([eb('l.status', 'in', RECORDED_LINE_STATES), eb('o.status', '=', 'unsettled')]))
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .orderBy('l.id', 'asc')
      .execute();
  }
}

export type FlightLineRow = Awaited<ReturnType<ReservationsRepository['flightLines']>>[number];
export type CircuitLineRow = Awaited<ReturnType<ReservationsRepository['circuitLines']>>[number];
export type TableLineRow = Awaited<ReturnType<ReservationsRepository['tableLines']>>[number];
export type SeatLineRow = Awaited<ReturnType<ReservationsRepository['seatLines']>>[number];
export type StayLineRow = Awaited<ReturnType<ReservationsRepository['stayLines']>>[number];
export type RentalLineRow = Awaited<ReturnType<ReservationsRepository['rentalLines']>>[number];
