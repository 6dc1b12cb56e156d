import { STAY_HOURS, type StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import { HOTEL_FACILITIES, type HotelDetail, type HotelListItem, type Room } from '../../../domain/contract/hotels.ts';
import type { RoomsTable } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toCity, toDestination, toState } from '../geography/geography.mappers.ts';
import { dinars, toListingElement } from '../listings/listing.mappers.ts';
import type { HotelRow, HotelsRepository } from './hotels.repository.ts';

export function toHotelListItem(h: HotelRow): HotelListItem {
  return { ...toListingElement(h, h.starting_price_millimes), stars: h.stars } as HotelListItem;
}

type Found = NonNullable<Awaited<ReturnType<HotelsRepository['find']>>>;

export function toHotelDetail({ hotel, rooms, city, destination, state }: Found): HotelDetail {
  const facilities = (JSON.parse(hotel.facilities) as string[]).filter((f): f is (typeof HOTEL_FACILITIES)[number] =>
    (HOTEL_FACILITIES as readonly string[]).includes(f),
  );
  return {
    ...toHotelListItem(hotel),
    facilities,
    boards: JSON.parse(hotel.boards),
    rooms: rooms.map(toRoom),
    city: toCity(city),
    destination: toDestination(destination),
    state: toState(state),
    policy: { ...STAY_HOURS, ...(JSON.parse(hotel.policy) as StayPolicy) },
  };
}

export function toRoom(r: Omit<RoomsTable, 'id'> & { id: number }): Room {
  return {
    id: r.id,
    ...flattenLocalized('name', r.name),
    max_capacity: r.max_capacity,
    min_nights: r.min_nights,
    price: dinars(r.price_millimes),
    count: r.count,
  } as Room;
}
