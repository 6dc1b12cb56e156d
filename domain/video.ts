import { SHARE_DESCRIPTION_MAX, VIDEO_PAGE_BUTTONS } from './constants.ts';
import { INTL_TAG, type Locale } from './locales.ts';

/** A duration in seconds as minutes:seconds, seconds on two digits (spec §9): 75 → "1:15". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const compactFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Views from 1,000 as thousands and from 1,000,000 as millions (spec §9: K and M), in the
 * language's own compact notation — « 184,3 k » in French, "184.3K" in English, « 184,3 тыс. »,
 * "18.4万" — one decimal at most, cut rather than rounded up, none when it is zero.
 */
export function abbreviateViews(views: number, locale: Locale): string {
  let format = compactFormats.get(locale);
  if (!format) {
    // English takes the K and M of the spec (British English writes "k" and "m").
    const tag = locale === 'en' ? 'en-US' : INTL_TAG[locale];
    // `roundingMode` (ES2023) is in Node 20 and every browser we serve, not yet in TypeScript's lib.
    const options = {
      notation: 'compact',
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions;
    format = new Intl.NumberFormat(tag, options);
    compactFormats.set(locale, format);
  }
  // ICU versions differ in the space they put before the unit: one no-break space for all.
  return format.format(views).replace(/[\u2009\u202f\u00a0 ]/g, '\u00a0');
}

/** A share text of at most 200 characters (spec §9), cut at a word with an ellipsis when longer. */
export function cutDescription(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The 5 page numbers of the videos grid (spec §9), centred on the current page where possible. */
export function videoPageNumbers(current: number, last: number, count = VIDEO_PAGE_BUTTONS): number[] {
  const size = Math.min(count, last);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
