import { SHARE_DESCRIPTION_MAX, VIDEO_PAGE_BUTTONS } from './constants.ts';

/** A duration in seconds as minutes:seconds, seconds on two digits (spec §9): 75 → "1:15". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Views from 1,000 as K and from 1,000,000 as M (spec §9), one decimal at most and none when it
 * is zero: 950 → "950", 1,000 → "1K", 1,500 → "1.5K", 2,340,000 → "2.3M".
 */
export function abbreviateViews(views: number): string {
  const short = (value: number, unit: string) => `${Number((Math.floor(value * 10) / 10).toFixed(1))}${unit}`;
  if (views >= 1_000_000) return short(views / 1_000_000, 'M');
  if (views >= 1_000) return short(views / 1_000, 'K');
  return String(views);
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
