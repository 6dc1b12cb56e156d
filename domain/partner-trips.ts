import { MAX_VOYAGE_PEOPLE } from './booking/limits.ts';
import { isRealDate } from './dates.ts';
import type { Locale } from './locales.ts';

/**
 * A partner's trip (spec §3 "guide trip": name, images, price tiers, day programmes), written in
 * the guide's space: the rules its form and the server share.
 */
export const TRIP_LIMITS = {
  name: 120,
  description: 3000,
  dayTitle: 120,
  dayProgramme: 1500,
  days: 30,
  tiers: 10,
  images: 12,
  departures: 60,
  /** People a tier or a departure can name. */
  people: MAX_VOYAGE_PEOPLE,
  /** Dinars per person. */
  price: 50_000,
} as const;

/** The guide writes at least one of these; the others are optional (shown with a note when missing). */
export const TRIP_REQUIRED_LANGUAGES = ['fr', 'en'] as const satisfies readonly Locale[];

export type TripText = Partial<Record<Locale, string>>;

export interface TripDay {
  title: TripText;
  programme: TripText;
}

export interface PriceTier {
  /** From this party size up (the largest tier not above a party's size applies). */
  people: number;
  /** Per person, in millimes. */
  priceMillimes: number;
}

export interface TripDeparture {
  date: string;
  capacity: number;
}

export interface TripDraft {
  name: TripText;
  description: TripText;
  /** A city's slug. */
  departureCity: string;
  /** Uploaded photos (`/media/uploads/…`), the first is the cover. */
  images: string[];
  tiers: PriceTier[];
  days: TripDay[];
  meetingPoint: { lat: number; lng: number } | null;
  departures: TripDeparture[];
}

export type TripProblem =
  | 'required'
  | 'required_fr_or_en'
  | 'too_long'
  | 'too_many'
  | 'unknown_place'
  | 'invalid_photo'
  | 'invalid_tier'
  | 'duplicate_tier'
  | 'invalid_date'
  | 'past_date'
  | 'duplicate_date'
  | 'invalid_capacity'
  | 'invalid_point'
  | 'booked_departure'
  | 'below_booked';

const written = (text: TripText) => Object.values(text).some((v) => v?.trim());
const longest = (text: TripText) => Math.max(0, ...Object.values(text).map((v) => v?.trim().length ?? 0));
const isTripPhoto = (value: string) => /^\/media\/uploads\/[a-f0-9]{32}\.webp$/.test(value);

/**
 * What is wrong with a trip, field by field (a draft may lack images, tiers, days and departures:
 * `publishProblems` asks for them). `today` is Tunisia's date, `YYYY-MM-DD`.
 */
export function tripProblems(
  d: TripDraft,
  today: string,
  places: { isCity: (slug: string) => boolean },
): Partial<Record<keyof TripDraft, TripProblem>> {
  const problems: Partial<Record<keyof TripDraft, TripProblem>> = {};
  if (!TRIP_REQUIRED_LANGUAGES.some((l) => d.name[l]?.trim())) problems.name = 'required_fr_or_en';
  else if (longest(d.name) > TRIP_LIMITS.name) problems.name = 'too_long';
  if (!TRIP_REQUIRED_LANGUAGES.some((l) => d.description[l]?.trim())) problems.description = 'required_fr_or_en';
  else if (longest(d.description) > TRIP_LIMITS.description) problems.description = 'too_long';
  if (!d.departureCity) problems.departureCity = 'required';
  else if (!places.isCity(d.departureCity)) problems.departureCity = 'unknown_place';
  if (d.images.length > TRIP_LIMITS.images) problems.images = 'too_many';
  else if (d.images.some((i) => !isTripPhoto(i))) problems.images = 'invalid_photo';
  if (d.tiers.length > TRIP_LIMITS.tiers) problems.tiers = 'too_many';
  else if (
    d.tiers.some(
      (t) =>
        !Number.isInteger(t.people) ||
        t.people < 1 ||
        t.people > TRIP_LIMITS.people ||
        !Number.isInteger(t.priceMillimes) ||
        t.priceMillimes <= 0 ||
        t.priceMillimes > TRIP_LIMITS.price * 1000,
    )
  )
    problems.tiers = 'invalid_tier';
  else if (new Set(d.tiers.map((t) => t.people)).size !== d.tiers.length) problems.tiers = 'duplicate_tier';
  if (d.days.length > TRIP_LIMITS.days) problems.days = 'too_many';
  else if (d.days.some((day) => !written(day.title) || !written(day.programme))) problems.days = 'required';
  else if (
    d.days.some((day) => longest(day.title) > TRIP_LIMITS.dayTitle || longest(day.programme) > TRIP_LIMITS.dayProgramme)
  )
    problems.days = 'too_long';
  if (
    d.meetingPoint &&
    !(
      Number.isFinite(d.meetingPoint.lat) &&
      Number.isFinite(d.meetingPoint.lng) &&
      Math.abs(d.meetingPoint.lat) <= 90 &&
      Math.abs(d.meetingPoint.lng) <= 180
    )
  )
    problems.meetingPoint = 'invalid_point';
  if (d.departures.length > TRIP_LIMITS.departures) problems.departures = 'too_many';
  else if (d.departures.some((x) => !/^\d{4}-\d\d-\d\d$/.test(x.date) || !isRealDate(x.date)))
    problems.departures = 'invalid_date';
  else if (d.departures.some((x) => x.date <= today)) problems.departures = 'past_date';
  else if (new Set(d.departures.map((x) => x.date)).size !== d.departures.length)
    problems.departures = 'duplicate_date';
  else if (d.departures.some((x) => !Number.isInteger(x.capacity) || x.capacity < 1 || x.capacity > TRIP_LIMITS.people))
    problems.departures = 'invalid_capacity';
  return problems;
}

/** Spec §5: a guide trip needs images, price tiers and day programmes (and, to be booked, a departure). */
export function publishProblems(d: TripDraft): Partial<Record<keyof TripDraft, TripProblem>> {
  const problems: Partial<Record<keyof TripDraft, TripProblem>> = {};
  if (d.images.length === 0) problems.images = 'required';
  if (d.tiers.length === 0) problems.tiers = 'required';
  if (d.days.length === 0) problems.days = 'required';
  if (d.departures.length === 0) problems.departures = 'required';
  return problems;
}

/** The price per person for a party: the tier with the largest number of people not above its size. */
export function tierFor(tiers: readonly PriceTier[], party: number): PriceTier | undefined {
  return [...tiers].sort((a, b) => b.people - a.people).find((t) => t.people <= party);
}

/** A party's price on a trip: the tier's price per person times its size; null when no tier applies. */
export function tripTotal(tiers: readonly PriceTier[], party: number): number | null {
  const tier = tierFor(tiers, party);
  return tier ? tier.priceMillimes * party : null;
}

/** The departures a traveller may still book: from tomorrow on (`today` is Tunisia's date), in order. */
export const openDepartures = (departures: readonly TripDeparture[], today: string) =>
  departures.filter((d) => d.date > today).sort((a, b) => a.date.localeCompare(b.date));

/**
 * What a trip's new departures would do to the places already taken (`taken`: date → places held
 * or booked): a booked departure is cancelled from the space (its parties refunded), never dropped
 * by an edit, and keeps at least the places it has sold.
 */
export function bookedDeparturesProblem(
  departures: readonly TripDeparture[],
  taken: ReadonlyMap<string, number>,
): 'booked_departure' | 'below_booked' | null {
  for (const [date, places] of taken) {
    if (places <= 0) continue;
    const kept = departures.find((d) => d.date === date);
    if (!kept) return 'booked_departure';
    if (kept.capacity < places) return 'below_booked';
  }
  return null;
}
