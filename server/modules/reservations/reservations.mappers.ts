import type { RentalKind } from '../../../domain/booking/kinds.ts';
import { isCancellable } from '../../../domain/booking/reservations.ts';
import type { SeatKind } from '../../../domain/booking/seats.ts';
import type {
  CircuitReservation,
  FlightReservation,
  RentalReservation,
  SeatReservation,
  StayReservation,
  TableReservation,
} from '../../../domain/contract/reservations.ts';
import {
  type CircuitSnapshot,
  circuitFieldsOf,
  type FlightSnapshot,
  flightFieldsOf,
  type LineSnapshot,
  type RentalSnapshot,
  type SeatSnapshot,
  type TableSnapshot,
} from '../orders/orders.mappers.ts';
import type {
  CircuitLineRow,
  FlightLineRow,
  RentalLineRow,
  SeatLineRow,
  StayLineRow,
  TableLineRow,
} from './reservations.repository.ts';

/** A recorded stay line as the traveller's dashboard shows it, from what was sold (`today`: Tunisia's date). */
export function toStayReservation(row: StayLineRow, today: string): StayReservation {
  const snapshot = JSON.parse(row.snapshot) as LineSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: row.kind as StayReservation['kind'],
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable(row.kind, row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === null ? null : Number(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND',
    arrival: row.arrival,
    departure: row.departure,
    nights: snapshot.nights,
    rooms: snapshot.rooms.map((r) => ({ room: r.room, name: r.name, board: r.board, quantity: r.quantity })),
    guests: { adults: snapshot.stay.adults, child_ages: snapshot.stay.childAges },
  };
}

/** A recorded rental as the traveller's dashboard shows it, from what was sold. */
export function toRentalReservation(row: RentalLineRow, today: string): RentalReservation {
  const snapshot = JSON.parse(row.snapshot) as RentalSnapshot;
  const { vehicle, rental } = snapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: row.kind as RentalKind,
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable(row.kind, row.status, rental.from, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === null ? null : Number(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND',
    from: rental.from,
    to: rental.to,
    days: rental.days,
    pickup: rental.pickup,
    dropoff: rental.dropoff,
    vehicle: {
      marque: vehicle.marque,
      model: vehicle.model,
      registration_number: vehicle.registration_number,
      photo: vehicle.photo,
    },
    agency: snapshot.agency,
  };
}

/** Recorded seats as the traveller's dashboard shows them, from what was sold. */
export function toSeatReservation(row: SeatLineRow, today: string): SeatReservation {
  const snapshot = JSON.parse(row.snapshot) as SeatSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: row.kind as SeatKind,
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable(row.kind, row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === null ? null : Number(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND',
    date: snapshot.seats.date,
    start_time: snapshot.seats.start_time,
    seats: snapshot.seats.count,
  };
}

/** A recorded table as the traveller's dashboard shows it, from what was asked. */
export function toTableReservation(row: TableLineRow, today: string): TableReservation {
  const snapshot = JSON.parse(row.snapshot) as TableSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: 'restaurant',
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable('restaurant', row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === null ? null : Number(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND',
    ...snapshot.table,
  };
}

/** Recorded places on a circuit as the traveller's dashboard shows them, from what was sold. */
export function toCircuitReservation(row: CircuitLineRow, today: string): CircuitReservation {
  const snapshot = JSON.parse(row.snapshot) as CircuitSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: 'circuit',
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable('circuit', row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === null ? null : Number(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    // A circuit goes from place to place: no one point to lead to.
    lat: null,
    lng: null,
    total_millimes: row.total_millimes,
    currency: 'TND',
    ...circuitFieldsOf(snapshot),
  };
}

/** A recorded flight as the traveller's dashboard shows it: its passengers' names as on their passports. */
export function toFlightReservation(row: FlightLineRow, today: string): FlightReservation {
  const snapshot = JSON.parse(row.snapshot) as FlightSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable('flight', row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: snapshot.listing_id,
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: row.lat === null ? null : Number(row.lat),
    lng: row.lng === null ? null : Number(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND',
    ...flightFieldsOf(snapshot),
  };
}
