import { MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import { HOTEL_FACILITIES, type HotelDetail, type HotelListItem, type Room } from '../../../domain/contract/hotels.ts';
import type { RoomsTable } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { toCity, toDestination, toState } from '../geography/geography.mappers.ts';
import type { HotelRow, HotelsRepository } from './hotels.repository.ts';

const dinars = (millimes: number) => millimes / MILLIMES_PER_DINAR;

export function toHotelListItem(h: HotelRow): HotelListItem {
  return {
    id: h.id,
    slug: h.slug,
    ...flattenLocalized('name', h.name),
    ...flattenLocalized('address', h.address),
    ...flattenLocalized('description', h.description),
    cover: h.cover,
    images: JSON.parse(h.images) as string[],
    video_link: h.video_link,
    lat: String(h.lat),
    lng: String(h.lng),
    phone: h.phone,
    fax: h.fax,
    email: h.email,
    website: h.website,
    stars: h.stars,
    starting_price: h.starting_price_millimes == null ? null : dinars(Number(h.starting_price_millimes)),
    bookable: h.bookable === 1,
    destination_id: h.destination_id,
    destination: { id: h.destination_id, ...flattenLocalized('name', h.destination_name) },
    city_id: h.city_id,
  } as HotelListItem;
}

type Found = NonNullable<Awaited<ReturnType<HotelsRepository['find']>>>;

export function toHotelDetail({ hotel, rooms, city, destination, state }: Found): HotelDetail {
  const facilities = (JSON.parse(hotel.facilities) as string[]).filter((f): f is (typeof HOTEL_FACILITIES)[number] =>
    (HOTEL_FACILITIES as readonly string[]).includes(f),
  );
  return {
    ...toHotelListItem(hotel),
    facilities,
    rooms: rooms.map(toRoom),
    city: toCity(city),
    destination: toDestination(destination),
    state: toState(state),
  };
}

function toRoom(r: Omit<RoomsTable, 'id'> & { id: number }): Room {
  return {
    id: r.id,
    ...flattenLocalized('name', r.name),
    max_capacity: r.max_capacity,
    min_nights: r.min_nights,
    price: dinars(r.price_millimes),
    count: r.count,
  } as Room;
}
