import * as z from 'zod/mini';
import { isRealDate } from '../dates.ts';
import { idParam, idSchema, localizedFields, pageParam, pagingSchema } from './common.ts';
import { BOARD_BASES, hotelListItemSchema, stayPolicySchema } from './hotels.ts';

/**
 * Availability of a hotel or guest house for a stay (issue 24). Amounts are integer millimes
 * (`*_millimes`): the client computes the same quote as the server with them, to the millime.
 */

const dateParam = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/), z.refine(isRealDate));
const countParam = (max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,2}$/)),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.maximum(max)),
    ),
  );

/** `?arrival=2027-04-10&departure=2027-04-13&adults=2&rooms=1&ages=4,9` (children's ages, babies included). */
export const stayQuerySchema = z.object({
  arrival: dateParam,
  departure: dateParam,
  adults: countParam(99),
  rooms: countParam(99),
  ages: z.pipe(
    z._default(z.string().check(z.regex(/^(\d{1,2}(,\d{1,2}){0,19})?$/)), ''),
    z.transform((s: string) => (s ? s.split(',').map(Number) : [])),
  ),
});
export type StayQuery = z.infer<typeof stayQuerySchema>;

export const stayParamsSchema = z.object({ id: idParam });

const millimes = z.int().check(z.nonnegative());

export const rateSchema = z.object({ board: z.enum(BOARD_BASES), millimes });

export const availableRoomSchema = z.object({
  key: z.string(),
  ...localizedFields('name'),
  max_capacity: idSchema,
  min_nights: idSchema,
  /** Rooms of this type free on every night of the stay. */
  free: z.int().check(z.positive()),
  rates: z.array(rateSchema),
  /** The whole party in `rooms` rooms of this type, at its cheapest board; null when they do not fit. */
  stay: z.nullable(z.object({ board: z.enum(BOARD_BASES), total_millimes: millimes })),
});
export type AvailableRoom = z.infer<typeof availableRoomSchema>;

export const availabilityResponseSchema = z.object({
  availability: z.object({
    bookable: z.boolean(),
    arrival: z.string(),
    departure: z.string(),
    nights: z.int().check(z.positive()),
    rooms: z.array(availableRoomSchema),
    policy: stayPolicySchema,
  }),
});
export type Availability = z.infer<typeof availabilityResponseSchema>['availability'];

/**
 * `GET /hotels/availability?destination_id=3&arrival=…&departure=…&adults=2&rooms=1&ages=4,9&page=1`:
 * the stay's query of one hotel's availability, for every hotel of a destination.
 */
export const destinationStayQuerySchema = z.extend(stayQuerySchema, { destination_id: idParam, page: pageParam });
export type DestinationStayQuery = z.infer<typeof destinationStayQuerySchema>;

const count = z.int().check(z.nonnegative());

/** A hotel with rooms for the whole party on every night, and its cheapest stay (as its own availability quotes it). */
export const hotelStaySchema = z.extend(hotelListItemSchema, {
  city: z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') }),
  /** The whole party in `rooms` rooms of one type, at its cheapest board: the lowest `stay` of the hotel's availability. */
  stay: z.object({
    room: z.object({ key: z.string(), ...localizedFields('name') }),
    board: z.enum(BOARD_BASES),
    total_millimes: millimes,
  }),
});
export type HotelStay = z.infer<typeof hotelStaySchema>;

export const hotelsAvailabilityResponseSchema = z.object({
  /** Cheapest stay first, 16 a page (the Laravel paging object, as under `hotels` in the listing). */
  hotels: pagingSchema(hotelStaySchema),
  destination: z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') }),
  arrival: z.string(),
  departure: z.string(),
  nights: z.int().check(z.positive()),
  /** Hotels of the destination left out: taking no booking online, and with no room for this party on every night. */
  not_bookable: count,
  unavailable: count,
});
export type HotelsAvailability = z.infer<typeof hotelsAvailabilityResponseSchema>;
