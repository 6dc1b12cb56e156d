import * as z from 'zod/mini';
import { SEARCH_MAX_LENGTH } from '../constants.ts';
import { coordinateSchema, idParam, idSchema, localizedFields, pageParam, pagingSchema } from './common.ts';
import { citySchema, destinationSchema, stateSchema } from './geography.ts';

export const HOTEL_FACILITIES = [
  'restaurant',
  'bar',
  'parking',
  'pool',
  'seafront',
  'indoor_pool',
  'fitness',
  'meeting_room',
  'spa',
  'room_service',
  'air_conditioning',
  'minibar',
  'wifi',
  'laundry',
  'airport_shuttle',
  'safe',
  'business_centre',
  'private_beach',
  'kids_club',
  'hammam',
  'tennis',
  'bike_rental',
  'concierge',
  'private_terrace',
  'equipped_kitchen',
  'connecting_rooms',
] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];

/** A hotel as listings carry it (spec §3 listing element). Prices are in DT. */
export const hotelListItemSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  cover: z.string(),
  images: z.array(z.string()),
  video_link: z.nullable(z.string()),
  lat: coordinateSchema,
  lng: coordinateSchema,
  phone: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  stars: z.int().check(z.minimum(0), z.maximum(5)),
  starting_price: z.nullable(z.number()),
  bookable: z.boolean(),
  destination_id: idSchema,
  destination: z.object({ id: idSchema, ...localizedFields('name') }),
  city_id: idSchema,
});
export type HotelListItem = z.infer<typeof hotelListItemSchema>;

export const roomSchema = z.object({
  id: idSchema,
  ...localizedFields('name'),
  max_capacity: idSchema,
  min_nights: idSchema,
  price: z.number(),
  count: z.int().check(z.nonnegative()),
});
export type Room = z.infer<typeof roomSchema>;

export const hotelDetailSchema = z.extend(hotelListItemSchema, {
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  rooms: z.array(roomSchema),
  city: citySchema,
  state: stateSchema,
  destination: destinationSchema,
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

export const hotelsPageSchema = pagingSchema(hotelListItemSchema);
export type HotelsPage = z.infer<typeof hotelsPageSchema>;

/** `GET /utilisateur/hotels`: the paging object wrapped under `hotels`. */
export const hotelsPageResponseSchema = z.object({ hotels: hotelsPageSchema });
/** `allhotels`, `hotelsspecial`, `hotelsbystate/{state}`: every match under `hotels.data`. */
export const hotelsListResponseSchema = z.object({ hotels: z.object({ data: z.array(hotelListItemSchema) }) });
export const hotelDetailResponseSchema = z.object({ hotel: hotelDetailSchema });

const searchParam = z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)));

export const hotelsPageQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
});
export const allHotelsQuerySchema = z.object({ search: searchParam, destination_id: z.optional(idParam) });
export const hotelIdParamsSchema = z.object({ id: idParam });
export const stateParamsSchema = z.object({ state: z.string().check(z.minLength(1), z.maxLength(64)) });
