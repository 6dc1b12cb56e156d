import { frenchHours } from '../../../domain/clock.ts';
import type { Locale } from '../../../domain/locales.ts';

/** Tunisia's clock, for the times a mail states. */
export const tunisTime = (at: Date, locale: Locale) =>
  frenchHours(
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Africa/Tunis',
    }).format(at),
    locale,
  );

/** A calendar day (`2026-07-14`) as the language writes it. */
export const day = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

export const dinars = (millimes: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'TND', minimumFractionDigits: 3 }).format(
    millimes / 1000,
  );

/** A catalogue text in the language, else French. */
export const localized = (texts: Record<string, string>, locale: Locale) => texts[locale] ?? texts.fr ?? '';
