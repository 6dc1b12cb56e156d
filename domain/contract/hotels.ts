import * as z from 'zod/mini';
import { idParam, idSchema, localizedFields, pageParam, pagingSchema, searchParam } from './common.ts';
import { citySchema, destinationSchema, stateSchema } from './geography.ts';
import { listingElementShape } from './listing.ts';

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

export const BOARD_BASES = ['room_only', 'bed_breakfast', 'half_board', 'full_board', 'all_inclusive'] as const;
export type BoardBasis = (typeof BOARD_BASES)[number];

/** A hotel as listings carry it (spec §3 listing element); `starting_price` is its cheapest night. */
export const hotelListItemSchema = z.object({
  ...listingElementShape,
  stars: z.int().check(z.minimum(0), z.maximum(5)),
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
  /** Board bases offered (room only, bed and breakfast, half board, full board, all inclusive). */
  boards: z.array(z.enum(BOARD_BASES)),
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

export const hotelsPageQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
});
export const allHotelsQuerySchema = z.object({ search: searchParam, destination_id: z.optional(idParam) });
export const hotelIdParamsSchema = z.object({ id: idParam });
