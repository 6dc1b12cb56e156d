import type { Cuisine } from '../contract/restaurants.ts';
import { addDays } from '../rental.ts';
import { MAX_TABLE_PEOPLE } from './limits.ts';

/**
 * A table at a restaurant (issue 26, spec §3 « reservation time and date », number of people):
 * its opening hours cut each service into time slots, and each slot seats so many people. A table
 * is never paid online: it is asked of the restaurant, which answers by e-mail. The same rules on
 * the pages and on the server.
 */

/** A service: the weekdays it runs (1 Monday … 7 Sunday), from its first arrival to its closing. */
export interface Service {
  days: number[];
  from: string;
  to: string;
}

export interface OpeningHours {
  /** Arrivals are every this many minutes from a service's start. */
  slotMinutes: number;
  /** People a slot seats (every arrival of one slot counts against it). */
  seatsPerSlot: number;
  services: Service[];
}

export { MAX_TABLE_PEOPLE };
/** Tables are booked at most this many days ahead. */
export const TABLE_DAYS_AHEAD = 90;
/** The last arrival is this long before the service closes. */
const LAST_ARRIVAL_MINUTES = 60;
/** A table is asked at least this long before its time: the restaurant must be able to answer. */
export const TABLE_NOTICE_MINUTES = 60;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** Hours for a restaurant whose catalogue entry gives none: what its kind of place usually keeps. */
export function defaultHours(cuisine: Cuisine, seatsPerService: number): OpeningHours {
  const seatsPerSlot = Math.max(2, Math.ceil(seatsPerService / 4));
  if (cuisine === 'cafe' || cuisine === 'street_food')
    return { slotMinutes: 30, seatsPerSlot, services: [{ days: EVERY_DAY, from: '08:00', to: '20:00' }] };
  return {
    slotMinutes: 30,
    seatsPerSlot,
    services: [
      { days: EVERY_DAY, from: '12:00', to: '15:00' },
      { days: EVERY_DAY, from: '19:00', to: '23:00' },
    ],
  };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
/** 1 Monday … 7 Sunday, of a calendar day. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The arrival times (HH:MM) a day offers, in order: none when the restaurant is closed that day. */
export function slotsOn(hours: OpeningHours, date: string): string[] {
  const day = weekday(date);
  const slots = new Set<string>();
  for (const service of hours.services) {
    if (!service.days.includes(day)) continue;
    const last = minutes(service.to) - LAST_ARRIVAL_MINUTES;
    for (let t = minutes(service.from); t <= last; t += hours.slotMinutes) slots.add(hhmm(t));
  }
  return [...slots].sort();
}

export type TableProblem = 'date_passed' | 'too_far' | 'closed' | 'people';

/**
 * Why a table cannot be asked for (`now`: Tunisia's local `YYYY-MM-DDTHH:MM`): a time already past
 * or too close, a day too far, a time the restaurant does not seat, a party out of bounds.
 */
export function tableProblem(
  request: { date: string; time: string; people: number },
  hours: OpeningHours,
  now: string,
): TableProblem | null {
  const today = now.slice(0, 10);
  if (request.date < today) return 'date_passed';
  if (request.date > addDays(today, TABLE_DAYS_AHEAD)) return 'too_far';
  if (!slotsOn(hours, request.date).includes(request.time)) return 'closed';
  if (request.date === today && minutes(request.time) < minutes(now.slice(11, 16)) + TABLE_NOTICE_MINUTES)
    return 'date_passed';
  if (!Number.isInteger(request.people) || request.people < 1 || request.people > MAX_TABLE_PEOPLE) return 'people';
  return null;
}

/** Whether a restaurant is open at a local time, and the next change: when it closes, or when it opens. */
export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { date: string; time: string } | null };

/**
 * Open or closed at `now` (Tunisia's local `YYYY-MM-DDTHH:MM`), by the services' hours (a service
 * may run past midnight: `19:00`–`01:00`); when closed, the next opening within a week.
 */
export function openState(services: Service[], now: string): OpenState {
  const date = now.slice(0, 10);
  const time = minutes(now.slice(11, 16));
  for (const s of services) {
    const [from, to] = [minutes(s.from), minutes(s.to)];
    const overnight = to <= from;
    if (s.days.includes(weekday(date)) && time >= from && (overnight || time < to))
      return { open: true, closesAt: s.to };
    // Still open from yesterday's late service.
    if (overnight && s.days.includes(weekday(addDays(date, -1))) && time < to) return { open: true, closesAt: s.to };
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(date, ahead);
    const next = services
      .filter((s) => s.days.includes(weekday(day)) && (ahead > 0 || minutes(s.from) > time))
      .map((s) => s.from)
      .sort()[0];
    if (next) return { open: false, opensAt: { date: day, time: next } };
  }
  return { open: false, opensAt: null };
}
