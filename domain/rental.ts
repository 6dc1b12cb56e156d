import { MILLIMES_PER_DINAR } from './constants.ts';

/** Rental dates and totals (spec §5 and §9), the same on the client and the server. */

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/**
 * The price a day for a rental of `days`: the price list's tiers start at `from_days`, the first
 * being the one-day price (spec §3); longer rentals take the last tier they reach.
 */
export function dailyPrice(prices: readonly { from_days: number; price: number }[], days: number): number {
  let price = prices[0]?.price ?? 0;
  for (const tier of prices) if (days >= tier.from_days) price = tier.price;
  return price;
}

/**
 * Price a day (in DT, as the API gives it) times the number of days, rounded up to a whole dinar
 * (spec §9). Counted in integer millimes: in floating-point dinars 2.2 × 25 is 55.00000000000001,
 * which rounds up to 56.
 */
export function rentalTotal(dailyPrice: number, days: number): number {
  const millimes = Math.round(dailyPrice * MILLIMES_PER_DINAR) * days;
  return Math.ceil(millimes / MILLIMES_PER_DINAR);
}

/** Monday to Sunday of the week holding `today` (spec §9's default rental week). */
export function defaultRentalWeek(today: string): { from: string; to: string } {
  const weekday = (toDate(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

/**
 * The dates the vehicle filters start from: the default week, moved on so that nothing starts
 * before tomorrow, the earliest date a rental may start (spec §5).
 */
export function initialRentalDates(today: string): { from: string; to: string } {
  const week = defaultRentalWeek(today);
  const tomorrow = addDays(today, 1);
  const from = week.from < tomorrow ? tomorrow : week.from;
  return { from, to: week.to < from ? from : week.to };
}

export interface RentalDraft {
  from: string;
  to: string;
  pickup: string;
  dropoff: string;
}

export type RentalProblem = 'required' | 'too_early' | 'before_start';

/** What is wrong with a reservation draft, field by field (empty when it can be sent). */
export function rentalProblems(draft: RentalDraft, today: string): Partial<Record<keyof RentalDraft, RentalProblem>> {
  const problems: Partial<Record<keyof RentalDraft, RentalProblem>> = {};
  const tomorrow = addDays(today, 1);
  if (!draft.from) problems.from = 'required';
  else if (draft.from < tomorrow) problems.from = 'too_early';
  if (!draft.to) problems.to = 'required';
  else if (draft.to < tomorrow) problems.to = 'too_early';
  else if (draft.from && draft.to < draft.from) problems.to = 'before_start';
  if (!draft.pickup.trim()) problems.pickup = 'required';
  if (!draft.dropoff.trim()) problems.dropoff = 'required';
  return problems;
}

/**
 * Days of a rental: the difference of its dates (28 → 29 November is one day), a return on the
 * pick-up day counting as one; 0 when the dates are missing or reversed.
 */
export function rentalDays(from: string, to: string): number {
  if (!from || !to || to < from) return 0;
  return Math.max(1, Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS));
}
