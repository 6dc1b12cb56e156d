import * as z from 'zod/mini';
import { isRealDate } from '../dates.ts';
import { CABINS, MAX_PASSENGERS } from '../flights.ts';

const iata = z.string().check(z.regex(/^[A-Z]{3}$/));
/** A day of the calendar (9999-99-99 is refused before any rule about it). */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isRealDate));

export const flightSearchQuerySchema = z.object({
  from: iata,
  to: iata,
  date: isoDate,
  return: z.optional(isoDate),
  cabin: z._default(z.enum(CABINS), 'economy'),
  passengers: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PASSENGERS)), 1),
});
export type FlightSearchQuery = z.infer<typeof flightSearchQuerySchema>;

export const flightOfferSchema = z.object({
  number: z.string(),
  /** The airline's name, from the number's carrier code (domain/flights.ts). */
  airline: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  departs: z.string(),
  arrives: z.string(),
  arrives_next_day: z.boolean(),
  duration_minutes: z.number(),
  cabin: z.enum(CABINS),
  /** Per passenger, in millimes. */
  fare_millimes: z.number(),
  total_millimes: z.number(),
});
export type FlightOffer = z.infer<typeof flightOfferSchema>;

/** A nearby day with flights, and its lowest fare per passenger in the cabin asked for. */
const nearbyDateSchema = z.object({ date: z.string(), fare_millimes: z.number() });

export const flightSearchResponseSchema = z.object({
  outbound: z.array(flightOfferSchema),
  /** Null for a one-way search. */
  inbound: z.nullable(z.array(flightOfferSchema)),
  /**
   * When a leg's day has no flight: the days up to 3 before and after with one (from tomorrow; the
   * outbound's up to the return day, the return's from the outbound day); empty otherwise.
   */
  outbound_nearby: z.array(nearbyDateSchema),
  inbound_nearby: z.nullable(z.array(nearbyDateSchema)),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

/** The routes of the timetable: each pair of airports with at least one flight, one way. */
export const flightRoutesResponseSchema = z.object({
  routes: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type FlightRoutesResponse = z.infer<typeof flightRoutesResponseSchema>;
