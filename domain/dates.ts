/** Tunisia's clock (UTC+1 all year): dates in the catalogue are local to it. */
export const TUNISIA_TIME_ZONE = 'Africa/Tunis';

/**
 * Made on first use: creating a formatter with a time zone loads the zone's data, about 10 ms on a
 * laptop, and every page's boot evaluates this module while only a few of them ask the time.
 */
let localFormat: Intl.DateTimeFormat | undefined;

/** `YYYY-MM-DDTHH:MM:SS` in Tunisia at the given instant. */
export function tunisiaDateTime(at: Date): string {
  localFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TUNISIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(localFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** When the day that holds `at` ends in Tunisia (ms since the epoch): its next local midnight. */
export function tunisiaDayEnd(at: number): number {
  const local = tunisiaDateTime(new Date(at));
  const offset = Date.parse(`${local}Z`) - Math.floor(at / 1000) * 1000;
  return Date.parse(`${local.slice(0, 10)}T00:00:00Z`) + 86_400_000 - offset;
}

export const DATED_STATUSES = ['past', 'in_progress', 'upcoming'] as const;
export type DatedStatus = (typeof DATED_STATUSES)[number];

/**
 * Where something dated stands at `now` (all three local ISO strings; a bare date means the
 * whole day): past once it has ended, upcoming before it starts, in progress in between.
 */
export function datedStatus(start: string, end: string, now: string): DatedStatus {
  const endOfEnd = end.length === 10 ? `${end}T23:59:59` : end;
  if (endOfEnd < now) return 'past';
  if (start > now) return 'upcoming';
  return 'in_progress';
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD` and both included. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whether `iso` is a `YYYY-MM-DD` day that exists in the calendar (not 2024-13-45 nor 2020-02-30). */
export function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
