import { daysInclusive } from '../dates.ts';
import { addDays } from '../rental.ts';
import { MAX_SEATS, SEAT_KINDS } from './limits.ts';

/**
 * Seats at an event (or a weekend idea) and places at an activity (issue 26, spec §3 « event
 * date, seats »): a day and a number of seats, each day's seats counted apart (`room_nights`,
 * key `seat`). The same rules on the reservation page and on the server.
 */
export { MAX_SEATS, SEAT_KINDS };
export type SeatKind = (typeof SEAT_KINDS)[number];

/** The key of a day's seats in `room_nights`. */
export const SEAT_UNIT = 'seat';
/** An offer running longer than this is booked within its next year only. */
const MAX_BOOKABLE_DAYS = 366;
/** An evening that ends before this hour the next morning belongs to the day it began. */
const NIGHT_ENDS_BEFORE = '06:00';

/** What booking seats needs to know of an offer. */
export interface SeatOffer {
  /** The first and last days one may come (YYYY-MM-DD), see `seatOfferDays`. */
  firstDay: string;
  lastDay: string;
  /** Seats each day. */
  capacity: number;
  priceMillimes: number;
}

/**
 * The days of an event from its local start and end (`YYYY-MM-DDTHH:MM:SS`): every day it runs,
 * a night ending after midnight counting as its evening's day; a weekend idea is one party
 * leaving on its first day.
 */
export function eventDays(start: string, end: string, kind: 'event' | 'weekend') {
  const firstDay = start.slice(0, 10);
  let lastDay = end.slice(0, 10);
  if (lastDay > firstDay && end.slice(11, 16) < NIGHT_ENDS_BEFORE) lastDay = addDays(lastDay, -1);
  return { firstDay, lastDay: kind === 'weekend' ? firstDay : lastDay };
}

/** The days still open to booking, from `today` (Tunisia's calendar): none once the offer is over. */
export function bookableDays(offer: Pick<SeatOffer, 'firstDay' | 'lastDay'>, today: string): string[] {
  const from = offer.firstDay > today ? offer.firstDay : today;
  if (offer.lastDay < from) return [];
  const count = Math.min(daysInclusive(from, offer.lastDay), MAX_BOOKABLE_DAYS);
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

export type SeatProblem = 'offer_passed' | 'date_not_offered' | 'seats_required' | 'too_many_seats';

/** Why a day and a number of seats cannot be asked of this offer (seats left are the server's to say). */
export function seatProblem(
  request: { date: string; seats: number },
  offer: Pick<SeatOffer, 'firstDay' | 'lastDay'>,
  today: string,
): SeatProblem | null {
  const days = bookableDays(offer, today);
  if (days.length === 0) return 'offer_passed';
  if (!days.includes(request.date)) return request.date < today ? 'offer_passed' : 'date_not_offered';
  if (!Number.isInteger(request.seats) || request.seats < 1) return 'seats_required';
  if (request.seats > MAX_SEATS) return 'too_many_seats';
  return null;
}

export const seatsTotal = (priceMillimes: number, seats: number) => priceMillimes * seats;
