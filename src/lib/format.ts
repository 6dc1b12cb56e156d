import { formatTime, frenchHours } from '../../domain/clock.ts';
import { MILLIMES_PER_DINAR } from '../../domain/constants.ts';
import { INTL_TAG, type Locale } from '../../domain/locales.ts';

const formatters = new Map<string, unknown>();

/** Intl formatters take a while to build (a page formats dozens of prices): one per kind and locale, kept. */
function kept<F>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * ICU's versions disagree on spaces: Node's puts a thin or a narrow no-break space where Chromium
 * puts a plain one (around a date range's dash, before "PM"), and the server's page and the
 * browser's first render must read the same to hydrate. Numbers keep a no-break space (a price
 * never wraps); dates take plain ones.
 */
const noBreakSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, '\u00a0');
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');

const priceFormat = (locale: Locale) =>
  kept(
    `price|${locale}`,
    () => new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'TND', maximumFractionDigits: 3 }),
  );
const numberFormat = (locale: Locale) => kept(`number|${locale}`, () => new Intl.NumberFormat(INTL_TAG[locale]));

/** Prices in Tunisian dinars with the locale's conventions (TND has three decimals). */
export function formatPrice(amount: number, locale: Locale): string {
  return noBreakSpaces(priceFormat(locale).format(amount));
}

/** An amount kept in integer millimes (the API's booking figures), as a price in dinars. */
export function formatMillimes(millimes: number, locale: Locale): string {
  return formatPrice(millimes / MILLIMES_PER_DINAR, locale);
}

export function formatNumber(value: number, locale: Locale): string {
  return noBreakSpaces(numberFormat(locale).format(value));
}

const collator = (locale: Locale) => kept(`collator|${locale}`, () => new Intl.Collator(INTL_TAG[locale]));

/** Compares two names in the language's alphabetical order (for `sort`). */
export function compareText(locale: Locale): (a: string, b: string) => number {
  return collator(locale).compare;
}

/**
 * Builds the number formatters the first screen uses. Unless the worker of lib/intl-warmup.ts has
 * loaded the language's data first, the first one loads it (15–40 ms on a laptop): the boot does
 * it in a task of its own rather than in the middle of rendering cards.
 */
export function prepareNumberFormats(locale: Locale): void {
  priceFormat(locale);
  numberFormat(locale);
}

function dateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  return kept(
    `date|${locale}|${withTime}`,
    () =>
      new Intl.DateTimeFormat(INTL_TAG[locale], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      }),
  );
}

/** A Tunisian local date or date-time (`YYYY-MM-DD[THH:MM:SS]`) as its own wall-clock reading. */
const wallClock = (iso: string) => new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);

/** From one local date to another in the locale's words ("12–14 juin 2026"), times when given. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  const format = dateFormat(locale, start.length > 10);
  return frenchHours(plainSpaces(format.formatRange(wallClock(start), wallClock(end))), locale);
}

export function formatDate(iso: string, locale: Locale): string {
  return frenchHours(plainSpaces(dateFormat(locale, iso.length > 10).format(wallClock(iso))), locale);
}

export { formatTime };

/** How long ago, in the locale's words ("il y a 3 heures", "maintenant"), from an age in ms. */
export function formatAge(ms: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(INTL_TAG[locale], { numeric: 'auto' });
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return format.format(0, 'second');
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}
