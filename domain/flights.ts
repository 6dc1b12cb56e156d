import { addDays } from './rental.ts';

/** Flight search rules (spec §3 and §5), the same on the client and the server. */

export const CABINS = ['economy', 'business'] as const;
export type Cabin = (typeof CABINS)[number];
export const MAX_PASSENGERS = 9;

export interface FlightSearchDraft {
  from: string;
  to: string;
  date: string;
  /** Empty for a one-way trip. */
  returnDate: string;
  passengers: number;
}

export type FlightProblem = 'required' | 'same_airports' | 'too_early' | 'before_departure' | 'passengers';

/**
 * What is wrong with a search, field by field (empty when it can be sent): both airports, and
 * different ones (spec §5); flights are searched from tomorrow, like every other booking; a return
 * on or after the outbound day.
 */
export function flightSearchProblems(
  draft: FlightSearchDraft,
  today: string,
): Partial<Record<keyof FlightSearchDraft, FlightProblem>> {
  const problems: Partial<Record<keyof FlightSearchDraft, FlightProblem>> = {};
  if (!draft.from) problems.from = 'required';
  if (!draft.to) problems.to = 'required';
  else if (draft.to === draft.from) problems.to = 'same_airports';
  if (!draft.date) problems.date = 'required';
  else if (draft.date < addDays(today, 1)) problems.date = 'too_early';
  if (draft.returnDate && draft.date && draft.returnDate < draft.date) problems.returnDate = 'before_departure';
  if (!Number.isInteger(draft.passengers) || draft.passengers < 1 || draft.passengers > MAX_PASSENGERS)
    problems.passengers = 'passengers';
  return problems;
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Whether a flight flying on `weekdays` (ISO digits, "135" = Monday, Wednesday, Friday) flies on `date`. */
export function fliesOn(weekdays: string, date: string): boolean {
  return weekdays.includes(String(isoWeekday(date)));
}

/**
 * The airlines of the timetable, by the carrier code that starts a flight number (IATA): proper
 * nouns, the same in every language. A code not listed is shown as it is.
 */
export const AIRLINES: Record<string, string> = { TU: 'Tunisair', UG: 'Tunisair Express', BJ: 'Nouvelair' };

/** The airline flying `number` ("UG 102", "TU100"), from its carrier code. */
export const airlineName = (number: string): string => {
  const code = number.slice(0, 2).toUpperCase();
  return AIRLINES[code] ?? code;
};

/** A day near the one asked for with at least one flight, and its lowest fare (per passenger, millimes). */
export interface NearbyFlightDate {
  date: string;
  fare_millimes: number;
}

/**
 * When a day has no flight on a route: the days up to `span` before and after it that have one,
 * nearest first on each side, in calendar order, each with its lowest fare; only days within
 * [earliest, latest] (tomorrow, and the return day for an outbound flight).
 */
export function nearbyFlightDates(
  flights: { weekdays: string; fare_millimes: number }[],
  date: string,
  { earliest, latest, span = 3 }: { earliest: string; latest?: string | undefined; span?: number },
): NearbyFlightDate[] {
  const days: NearbyFlightDate[] = [];
  for (let offset = -span; offset <= span; offset++) {
    if (offset === 0) continue;
    const day = addDays(date, offset);
    if (day < earliest || (latest && day > latest)) continue;
    const fares = flights.filter((f) => fliesOn(f.weekdays, day)).map((f) => f.fare_millimes);
    if (fares.length > 0) days.push({ date: day, fare_millimes: Math.min(...fares) });
  }
  return days;
}

/** Local arrival time of a flight leaving at `departs` (HH:MM) for `minutes`, and whether it lands the next day. */
export function arrival(departs: string, minutes: number): { time: string; nextDay: boolean } {
  const [h, m] = departs.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const inDay = total % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`, nextDay: total >= 1440 };
}

/** "1 h 05" style durations are left to the screen; this gives hours and minutes. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/**
 * Seats the demo airline sells on each flight and cabin (issue 26): Rihla sells them itself, so a
 * verified payment confirms them; they are counted per flight, day and cabin and never oversold.
 */
export const CABIN_SEATS: Record<Cabin, number> = { economy: 150, business: 16 };

/** A passenger's names, as on the passport: Latin letters (accents allowed), spaces, hyphens and apostrophes. */
const PASSPORT_NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?:[ '’-][A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
export const PASSENGER_NAME_MAX = 40;

export type PassengerProblem = 'required' | 'passport_letters' | 'too_long' | 'passport_number';

/** A passport number as printed: 6 to 12 Latin letters and digits (spaces typed in are dropped). */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;
export const normalPassportNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Why a passport number cannot go on a ticket. */
export function passportNumberProblem(value: string): PassengerProblem | null {
  const number = normalPassportNumber(value);
  if (!number) return 'required';
  return PASSPORT_NUMBER.test(number) ? null : 'passport_number';
}

/** Each field of a passenger the ticket needs, with its rule. */
export const PASSENGER_FIELDS = {
  last_name: passengerNameProblem,
  first_name: passengerNameProblem,
  passport: passportNumberProblem,
} as const;

/** Why a name (first or last) cannot go on a ticket. */
export function passengerNameProblem(name: string): PassengerProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > PASSENGER_NAME_MAX) return 'too_long';
  return PASSPORT_NAME.test(trimmed) ? null : 'passport_letters';
}

/** A ticket is cancelled up to the day before its flight; the demo airline keeps a quarter of the fare. */
export const FLIGHT_CANCELLATION_RATE = 0.25;
export const flightCancellationFee = (total: number) => Math.round(total * FLIGHT_CANCELLATION_RATE);
