import type { Selectable } from 'kysely';
import type { QuoteLine, RoomChoice, RoomOccupancy, StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import type { StayRequest } from '../../../domain/booking/stay.ts';
import type { Order } from '../../../domain/contract/orders.ts';
import type { OrderLinesTable, OrdersTable } from '../../db/schema.ts';

type Texts = Record<string, string>;

/** What a line sold, as it was then: nothing in it changes when the catalogue does. */
export interface LineSnapshot {
  listing_id: number;
  name: Texts;
  address: Texts;
  phone: string | null;
  email: string | null;
  stay: StayRequest;
  nights: number;
  rooms: Array<RoomChoice & { name: Texts; unit: number }>;
  occupancy: RoomOccupancy[];
  lines: QuoteLine[];
  policy: StayPolicy;
}

export function toOrder(order: Selectable<OrdersTable>, lines: Selectable<OrderLinesTable>[]): Order {
  return {
    reference: order.reference,
    status: order.status,
    total_millimes: order.total_millimes,
    currency: 'TND',
    hold_expires_at: order.hold_expires_at,
    created_at: order.created_at,
    lines: lines.map((line) => {
      const snapshot = JSON.parse(line.snapshot) as LineSnapshot;
      return {
        id: line.id,
        kind: line.kind,
        listing_id: snapshot.listing_id,
        listing_slug: line.listing_slug,
        name: snapshot.name,
        arrival: line.arrival,
        departure: line.departure,
        status: line.status,
        total_millimes: line.total_millimes,
        rooms: JSON.parse(line.rooms) as RoomChoice[],
        lines: snapshot.lines,
      };
    }),
  };
}
