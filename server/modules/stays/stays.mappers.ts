import type { Rate, RoomOffer, StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import type { AvailableRoom } from '../../../domain/contract/stays.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import type { StaysRepository } from './stays.repository.ts';

type Listing = NonNullable<Awaited<ReturnType<StaysRepository['listing']>>>;
type RoomRow = Listing['rooms'][number];

export const toPolicy = (json: string) => JSON.parse(json) as StayPolicy;

/** A room type as the quote reads it, with how many are free on every night asked. */
export function toRoomOffer(room: RoomRow, free: number): RoomOffer {
  return {
    key: room.key,
    capacity: room.max_capacity,
    minNights: room.min_nights,
    rates: JSON.parse(room.rates) as Rate[],
    free,
  };
}

export function toAvailableRoom(room: RoomRow, offer: RoomOffer, stay: AvailableRoom['stay']): AvailableRoom {
  return {
    key: room.key,
    ...flattenLocalized('name', room.name),
    max_capacity: room.max_capacity,
    min_nights: room.min_nights,
    free: offer.free,
    rates: offer.rates,
    stay,
  } as AvailableRoom;
}
