import type { Locale } from './locales.ts';

/** Tunisia reads the clock on 24 hours; French writes it « 19 h 00 », « 8 h 30 » (Intl gives "08:30"). */
export const frenchHours = (text: string, locale: Locale): string =>
  locale === 'fr' ? text.replace(/\b(\d{1,2}):(\d{2})\b/g, (_, h, m) => `${Number(h)}\u00a0h\u00a0${m}`) : text;

/** A local time of day (`HH:MM`, Tunisia) in the language's way: « 19 h 00 », "19:00". */
export const formatTime = (hhmm: string, locale: Locale): string => frenchHours(hhmm, locale);
