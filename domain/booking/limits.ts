/**
 * The bounds the API contract checks a booking against (domain/contract/orders.ts): apart from the
 * rules they belong to (seats.ts, tables.ts, circuits.ts), so that the contract's schemas, which
 * every page's first API call loads, do not carry those rules.
 */

/** Kinds booked by the seat: an event's (or weekend idea's) seats, an activity's places. */
export const SEAT_KINDS = ['event', 'activity'] as const;
/** One booking takes at most this many seats (a group beyond it writes to the organiser). */
export const MAX_SEATS = 20;
/** One table seats at most this many people online (a group beyond it calls the restaurant). */
export const MAX_TABLE_PEOPLE = 20;
/** One circuit booking takes at most this many people (a larger group writes to the agency). */
export const MAX_CIRCUIT_PEOPLE = 12;
/** One party on a guide's trip departure: at most this many people (the largest departure a guide may offer). */
export const MAX_VOYAGE_PEOPLE = 60;
