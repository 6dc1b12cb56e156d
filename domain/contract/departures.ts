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

/**
 * `GET /voyages/{id}/availability`: a guide's trip's departures still open (from tomorrow) with the
 * places left on each, and its price tiers; never cached. A trip without departures is not bookable.
 */
export const voyageDeparturesResponseSchema = z.object({
  departures: z.object({
    id: z.int(),
    days: z.int(),
    /** Price a person by party size: a party pays the tier with the largest `people` not above its size. */
    tiers: z.array(z.object({ people: z.int(), price_millimes: z.int() })),
    dates: z.array(z.object({ date: z.string(), capacity: z.int(), available: z.int() })),
  }),
});
export type VoyageDepartures = z.infer<typeof voyageDeparturesResponseSchema>['departures'];
