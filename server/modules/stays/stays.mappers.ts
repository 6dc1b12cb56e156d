import type { Rate, RoomOffer, StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import type { AvailableRoom, HotelStay } from '../../../domain/contract/stays.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toHotelListItem } from '../hotels/hotels.mappers.ts';
import type { StaysRepository } from './stays.repository.ts';

type Listing = NonNullable<Awaited<ReturnType<StaysRepository['listing']>>>;
type RoomRow = Pick<Listing['rooms'][number], 'key' | 'max_capacity' | 'min_nights' | 'rates'>;
type HotelCardRow = Awaited<ReturnType<StaysRepository['hotelCards']>>[number];

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

export function toAvailableRoom(
  room: RoomRow & { name: string },
  offer: RoomOffer,
  stay: AvailableRoom['stay'],
): AvailableRoom {
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

/** A hotel's cheapest stay for the whole party: the room type (its key and stored name), board and total. */
export interface CheapestStay {
  key: string;
  name: string;
  board: Rate['board'];
  total: number;
}

/** A hotel of a destination's availability: its card and its cheapest stay. */
export function toHotelStay(row: HotelCardRow, stay: CheapestStay) {
  return {
    ...toHotelListItem(row),
    city: { id: row.city_id, slug: row.city_slug, ...flattenLocalized('name', row.city_name) },
    stay: {
      room: { key: stay.key, ...flattenLocalized('name', stay.name) },
      board: stay.board,
      total_millimes: stay.total,
    },
  } as HotelStay;
}
