import * as z from 'zod/mini';
import { SEAT_KINDS } from '../booking/limits.ts';

const millimes = z.int().check(z.nonnegative());

/**
 * `GET /events/{id}/availability` and `GET /activity/{id}/availability`: the days still open to
 * booking (from today, Tunisia's calendar) with the seats left on each, never cached.
 */
export const seatAvailabilityResponseSchema = z.object({
  seats: z.object({
    kind: z.enum(SEAT_KINDS),
    id: z.int(),
    /** Seats each day, and the price of one (0: free entry). */
    capacity: z.int(),
    price_millimes: millimes,
    /** When it begins each day (HH:MM, Tunisia), when the offer says. */
    start_time: z.nullable(z.string()),
    days: z.array(z.object({ date: z.string(), available: z.int() })),
  }),
});
export type SeatAvailability = z.infer<typeof seatAvailabilityResponseSchema>['seats'];
