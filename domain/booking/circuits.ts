import { addDays } from '../rental.ts';
import { MAX_CIRCUIT_PEOPLE } from './limits.ts';

/**
 * A place on a circuit's departure (issue 26, spec §3 « number of people, rooms »): the circuit
 * leaves on set weekdays, each departure with so many places (`room_nights`, key `place`, on the
 * departure day); the party pays the price a person, and a single supplement for each room that
 * one person has alone. The same rules on the reservation page and on the server.
 */

/** When a circuit leaves: on these weekdays (1 Monday … 7 Sunday), with so many places each time. */
export interface DepartureRule {
  weekdays: number[];
  places: number;
}

/** A departure is booked at least this many days ahead (the agency books the hotels on the way)… */
export const CIRCUIT_NOTICE_DAYS = 3;
/** …and at most this many. */
export const CIRCUIT_DAYS_AHEAD = 180;
export { MAX_CIRCUIT_PEOPLE };
/** At most this many people share a room. */
export const PEOPLE_PER_ROOM = 3;
/** What a room one person has alone adds, as a share of the price a person. */
export const SINGLE_SUPPLEMENT_RATE = 0.3;
/** The key of a departure's places in `room_nights`. */
export const PLACE_UNIT = 'place';

const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The departure days open to booking from `today` (Tunisia's calendar), in order. */
export function departureDates(rule: DepartureRule, today: string): string[] {
  const dates: string[] = [];
  for (let i = CIRCUIT_NOTICE_DAYS; i <= CIRCUIT_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    if (rule.weekdays.includes(weekday(date))) dates.push(date);
  }
  return dates;
}

/** Rooms one person has alone when `people` share `rooms` (two to a room first). */
export const singleRooms = (people: number, rooms: number) => Math.max(0, 2 * rooms - people);

/** The party's price in millimes: the price a person for each, and the single supplement for each room alone. */
export function circuitTotal(perPersonMillimes: number, people: number, rooms: number): number {
  const supplement = Math.round(perPersonMillimes * SINGLE_SUPPLEMENT_RATE);
  return perPersonMillimes * people + supplement * singleRooms(people, rooms);
}

export type PartyProblem = 'people' | 'rooms';

/** Why a party cannot be booked: out of bounds, or rooms that do not fit it (empty, or more than three a room). */
export function partyProblem(people: number, rooms: number): PartyProblem | null {
  if (!Number.isInteger(people) || people < 1 || people > MAX_CIRCUIT_PEOPLE) return 'people';
  if (!Number.isInteger(rooms) || rooms < Math.ceil(people / PEOPLE_PER_ROOM) || rooms > people) return 'rooms';
  return null;
}

/** The last day of a circuit leaving on `date` and lasting `days` days. */
export const circuitEnd = (date: string, days: number) => addDays(date, Math.max(1, days) - 1);

/**
 * What a cancellation keeps of a circuit's price: nothing before the agency confirmed it, nor
 * 30 days or more before departure; half from 29 to 8 days before; all of it in the last week
 * (the hotels on the way are booked by then).
 */
export function circuitCancellationFee(total: number, daysBefore: number, confirmed: boolean): number {
  if (!confirmed || daysBefore >= 30) return 0;
  return daysBefore >= 8 ? Math.round(total / 2) : total;
}
