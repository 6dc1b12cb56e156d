import type { RentalKind } from '../../../domain/booking/kinds.ts';
import { isCancellable } from '../../../domain/booking/reservations.ts';
import type { SeatKind } from '../../../domain/booking/seats.ts';
import type {
  AnySnapshot,
  CircuitSnapshot,
  FlightSnapshot,
  LineSnapshot,
  RentalSnapshot,
  SeatSnapshot,
  TableSnapshot,
  VoyageSnapshot,
} from '../../../domain/booking/snapshots.ts';
import type { RefundState } from '../../../domain/booking/states.ts';
import type {
  CircuitReservation,
  FlightReservation,
  RentalReservation,
  SeatReservation,
  StayReservation,
  TableReservation,
  VoyageReservation,
} from '../../../domain/contract/reservations.ts';
import { circuitFieldsOf } from '../bookings/circuit.ts';
import { flightFieldsOf } from '../bookings/flight.ts';
import { voyageFieldsOf } from '../bookings/voyage.ts';
import type {
  CircuitLineRow,
  FlightLineRow,
  RentalLineRow,
  SeatLineRow,
  StayLineRow,
  TableLineRow,
  VoyageLineRow,
} from './reservations.repository.ts';

/** What a recorded line's row has, whatever its kind (reservations.repository.ts). */
interface LineRow {
  reference: string;
  order_status: StayReservation['order_status'];
  created_at: string;
  id: number;
  kind: StayReservation['kind'] | RentalKind | SeatKind | 'restaurant' | 'circuit' | 'flight' | 'voyage';
  listing_slug: string;
  status: StayReservation['status'];
  arrival: string;
  total_millimes: number;
  paid_attempt_id: number | null;
  refund_millimes: number | null;
  refund_status: RefundState | null;
  refund_since: string | null;
}

/**
 * Where a refused or cancelled line's money stands: nothing to say of a line still on, or of one
 * paid nothing online (a table, a rental, a free event); else what comes back, how far its
 * refund is (a failed try is tried again: still on its way), and what the cancellation kept.
 */
export function moneyOf(row: LineRow): NonNullable<StayReservation['money']> | null {
  if ((row.status !== 'refused' && row.status !== 'cancelled') || row.paid_attempt_id === null) return null;
  if (row.total_millimes === 0) return null;
  const refund = Number(row.refund_millimes ?? 0);
  const status = row.refund_status === null ? null : row.refund_status === 'failed' ? 'requested' : row.refund_status;
  return {
    refund_millimes: refund,
    refund_status: refund > 0 ? status : null,
    refund_since: refund > 0 ? row.refund_since : null,
    fee_millimes: Math.max(0, row.total_millimes - refund),
  };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * What every reservation shows, from its row and what was sold (`today`: Tunisia's date): where it
 * stands, whether it may be cancelled, the place as sold with its contact, and where it is now.
 */
function common(
  row: LineRow & { listing_id?: unknown; lat?: unknown; lng?: unknown },
  snapshot: AnySnapshot,
  today: string,
) {
  return {
    reference: row.reference,
    line_id: row.id,
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable(row.kind, row.status, row.arrival, today),
    booked_at: row.created_at,
    listing_id: row.listing_id === undefined ? snapshot.listing_id : numberOrNull(row.listing_id),
    listing_slug: row.listing_slug,
    name: snapshot.name,
    address: snapshot.address,
    phone: snapshot.phone,
    email: snapshot.email,
    lat: numberOrNull(row.lat),
    lng: numberOrNull(row.lng),
    total_millimes: row.total_millimes,
    currency: 'TND' as const,
    money: moneyOf(row),
  };
}

/** A recorded stay: its nights, rooms and party. */
export function toStayReservation(row: StayLineRow, today: string): StayReservation {
  const snapshot = JSON.parse(row.snapshot) as LineSnapshot;
  return {
    ...common(row, snapshot, today),
    kind: row.kind as StayReservation['kind'],
    arrival: row.arrival,
    departure: row.departure,
    nights: snapshot.nights,
    rooms: snapshot.rooms.map((r) => ({ room: r.room, name: r.name, board: r.board, quantity: r.quantity })),
    guests: { adults: snapshot.stay.adults, child_ages: snapshot.stay.childAges },
  };
}

/** A recorded rental: its days, places, vehicle and renter. */
export function toRentalReservation(row: RentalLineRow, today: string): RentalReservation {
  const snapshot = JSON.parse(row.snapshot) as RentalSnapshot;
  const { vehicle, rental } = snapshot;
  return {
    ...common(row, snapshot, today),
    kind: row.kind as RentalKind,
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

/** Recorded seats at an event or places at an activity. */
export function toSeatReservation(row: SeatLineRow, today: string): SeatReservation {
  const snapshot = JSON.parse(row.snapshot) as SeatSnapshot;
  return {
    ...common(row, snapshot, today),
    kind: row.kind as SeatKind,
    date: snapshot.seats.date,
    start_time: snapshot.seats.start_time,
    seats: snapshot.seats.count,
  };
}

/** A recorded table: the day, the arrival time and the party. */
export function toTableReservation(row: TableLineRow, today: string): TableReservation {
  const snapshot = JSON.parse(row.snapshot) as TableSnapshot;
  return { ...common(row, snapshot, today), kind: 'restaurant', ...snapshot.table };
}

/** Recorded places on a circuit (a circuit goes from place to place: no one point to lead to). */
export function toCircuitReservation(row: CircuitLineRow, today: string): CircuitReservation {
  const snapshot = JSON.parse(row.snapshot) as CircuitSnapshot;
  return { ...common(row, snapshot, today), kind: 'circuit', ...circuitFieldsOf(snapshot) };
}

/** A recorded flight: its passengers' names as on their passports; directions lead to its airport. */
export function toFlightReservation(row: FlightLineRow, today: string): FlightReservation {
  const snapshot = JSON.parse(row.snapshot) as FlightSnapshot;
  return { ...common(row, snapshot, today), ...flightFieldsOf(snapshot) };
}

/** Recorded places on a guide's trip: directions lead to its meeting point, as sold. */
export function toVoyageReservation(row: VoyageLineRow, today: string): VoyageReservation {
  const snapshot = JSON.parse(row.snapshot) as VoyageSnapshot;
  const point = snapshot.voyage.meeting_point;
  return {
    ...common({ ...row, lat: point?.lat ?? null, lng: point?.lng ?? null }, snapshot, today),
    ...voyageFieldsOf(snapshot),
    guide_id: numberOrNull(row.guide_id),
    refusal_reason: row.refusal ? ((JSON.parse(row.refusal) as { note?: string | null }).note ?? null) : null,
  };
}
