import * as z from 'zod/mini';
import { HOTEL_FACILITIES, HOTEL_SORTS } from '../hotel-options.ts';
import { idParam, idSchema, localizedFields, pageParam, pagingSchema, searchParam } from './common.ts';
import { citySchema, destinationSchema, stateSchema } from './geography.ts';
import { listingElementShape } from './listing.ts';

export { HOTEL_FACILITIES, HOTEL_SORTS, type HotelFacility, type HotelSort } from '../hotel-options.ts';

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

/** A hotel's or guest house's terms (domain/booking/hotel-quote.ts StayPolicy), amounts in millimes. */
export const stayPolicySchema = z.object({
  childBands: z.array(z.object({ minAge: z.int(), maxAge: z.int(), millimes: z.int().check(z.nonnegative()) })),
  touristTaxMillimes: z.int().check(z.nonnegative()),
  freeCancellationDays: z.int().check(z.nonnegative()),
  cancellationFeePercent: z.int().check(z.nonnegative()),
  checkIn: z.optional(z.string()),
  checkOut: z.optional(z.string()),
});

export const hotelDetailSchema = z.extend(hotelListItemSchema, {
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  /** Board bases offered (room only, bed and breakfast, half board, full board, all inclusive). */
  boards: z.array(z.enum(BOARD_BASES)),
  rooms: z.array(roomSchema),
  city: citySchema,
  state: stateSchema,
  destination: destinationSchema,
  /** Its terms: arrival and departure hours, children's prices, tourist tax, cancellation. */
  policy: z.extend(stayPolicySchema, { checkIn: z.string(), checkOut: z.string() }),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

export const hotelsPageSchema = pagingSchema(hotelListItemSchema);
export type HotelsPage = z.infer<typeof hotelsPageSchema>;

/** `GET /utilisateur/hotels`: the paging object wrapped under `hotels`. */
export const hotelsPageResponseSchema = z.object({ hotels: hotelsPageSchema });
/** `allhotels`, `hotelsspecial`, `hotelsbystate/{state}`: every match under `hotels.data`. */
export const hotelsListResponseSchema = z.object({ hotels: z.object({ data: z.array(hotelListItemSchema) }) });
export const hotelDetailResponseSchema = z.object({ hotel: hotelDetailSchema });

/** A comma-separated list of the given words (`stars=4,5`, `facilities=pool,wifi`). */
const listParam = (pattern: RegExp) => z.optional(z.string().check(z.maxLength(400), z.regex(pattern)));
const dinarsParam = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/)),
    z.transform((s: string) => Number(s)),
  ),
);
/**
 * `GET /hotels`: a page, by search and destination; then, as a whole list, sorted (`sort`) and
 * filtered by the price from in dinars (`min_price`, `max_price`), star ratings (`stars=4,5`) and
 * facilities every hotel listed has (`facilities=pool,wifi`).
 */
export const hotelsPageQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
  sort: z.optional(z.enum(HOTEL_SORTS)),
  min_price: dinarsParam,
  max_price: dinarsParam,
  stars: listParam(/^[1-5](,[1-5])*$/),
  facilities: listParam(/^[a-z_]+(,[a-z_]+)*$/),
});
export const allHotelsQuerySchema = z.object({ search: searchParam, destination_id: z.optional(idParam) });
export const hotelIdParamsSchema = z.object({ id: idParam });
