import * as z from 'zod/mini';

/**
 * `GET /circuits/{slug}/availability`: a circuit's departures open to booking (from a few days
 * ahead) with the places left on each, its price a person and its length; never cached.
 */
export const departuresResponseSchema = z.object({
  departures: z.object({
    id: z.int(),
    slug: z.string(),
    /** Price a person in a shared room, in millimes; a room alone adds the single supplement. */
    price_millimes: z.int(),
    single_supplement_millimes: z.int(),
    days: z.int(),
    places: z.int(),
    dates: z.array(z.object({ date: z.string(), available: z.int() })),
  }),
});
export type Departures = z.infer<typeof departuresResponseSchema>['departures'];
