import * as z from 'zod/mini';
import { MAX_TABLE_PEOPLE } from '../booking/limits.ts';
import { isRealDate } from '../dates.ts';
import { idParam } from './common.ts';

const date = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/), z.refine(isRealDate));
export const tableTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const people = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TABLE_PEOPLE));

/** `?date=&people=`: the day and the party a table is looked for. */
export const tableQuerySchema = z.object({ date, people });
export const tableDestinationQuerySchema = z.object({ destination_id: idParam, date, people });

/** The arrival times of a day, each with the seats left in its slot. */
const slotsSchema = z.array(z.object({ time: z.string(), available: z.int() }));

/**
 * `GET /restaurants/{id}/availability?date=&people=`: the arrival times of that day with the
 * seats left in each (the restaurant's hours and seats a slot), never cached. `open` is false when
 * the restaurant takes no booking online.
 */
export const tableAvailabilityResponseSchema = z.object({
  tables: z.object({
    id: z.int(),
    bookable: z.boolean(),
    date: z.string(),
    people: z.int(),
    seats_per_slot: z.int(),
    slots: slotsSchema,
  }),
});
export type TableAvailability = z.infer<typeof tableAvailabilityResponseSchema>['tables'];

/**
 * `GET /restaurants/availability?destination_id=&date=&people=`: the destination's bookable
 * restaurants with a table for the party that day, each with its times that still seat it.
 */
export const destinationTablesResponseSchema = z.object({
  restaurants: z.array(
    z.object({
      id: z.int(),
      slug: z.string(),
      name: z.record(z.string(), z.string()),
      address: z.record(z.string(), z.string()),
      cover: z.string(),
      cuisine: z.string(),
      average_price_millimes: z.int(),
      times: z.array(z.string()),
    }),
  ),
  /** Restaurants of the destination that take no booking online, or have no table for the party that day. */
  unavailable: z.int(),
});
export type DestinationTables = z.infer<typeof destinationTablesResponseSchema>;
