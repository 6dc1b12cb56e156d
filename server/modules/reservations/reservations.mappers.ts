import { isCancellable } from '../../../domain/booking/reservations.ts';
import type { StayReservation } from '../../../domain/contract/reservations.ts';
import type { LineSnapshot } from '../orders/orders.mappers.ts';
import type { StayLineRow } from './reservations.repository.ts';

/** A recorded stay line as the traveller's dashboard shows it, from what was sold (`today`: Tunisia's date). */
export function toStayReservation(row: StayLineRow, today: string): StayReservation {
  const snapshot = JSON.parse(row.snapshot) as LineSnapshot;
  return {
    reference: row.reference,
    line_id: row.id,
    kind: row.kind,
    status: row.status,
    order_status: row.order_status,
    cancellable: isCancellable(row.status, row.arrival, today),
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
