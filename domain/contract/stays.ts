import * as z from 'zod/mini';
import { isRealDate } from '../dates.ts';
import { idParam, idSchema, localizedFields } from './common.ts';
import { BOARD_BASES } from './hotels.ts';

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

export const stayPolicySchema = z.object({
  childBands: z.array(z.object({ minAge: z.int(), maxAge: z.int(), millimes })),
  touristTaxMillimes: millimes,
  freeCancellationDays: z.int().check(z.nonnegative()),
  cancellationFeePercent: z.int().check(z.nonnegative()),
});

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
