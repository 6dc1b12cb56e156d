import { INTL_TAG, type Locale } from '../../domain/locales.ts';

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** Prices in Tunisian dinars with the locale's conventions (TND has three decimals). */
export function formatPrice(amount: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'TND', maximumFractionDigits: 3 });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[locale], {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A Tunisian local date or date-time (`YYYY-MM-DD[THH:MM:SS]`) as its own wall-clock reading. */
const wallClock = (iso: string) => new Date(`${iso.length === 10 ? `${iso}T00:00:00` : iso}Z`);

/** From one local date to another in the locale's words ("12–14 juin 2026"), times when given. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  const format = dateFormat(locale, start.length > 10);
  return format.formatRange(wallClock(start), wallClock(end));
}

export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale, iso.length > 10).format(wallClock(iso));
}

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
