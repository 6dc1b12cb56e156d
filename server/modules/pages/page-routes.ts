import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales.ts';
import type { PageKind } from '../../../domain/seo.ts';

export type ResolvedPage =
  | { type: 'redirect'; location: string }
  | { type: 'page'; locale: Locale; prefixed: boolean; rest: string[]; kind: PageKind; hotelId?: number };

/**
 * Which page a browser URL is, as the client's file routes see it: an optional language prefix,
 * then the page. A two-letter prefix that is not one of our languages redirects to /fr (spec §2).
 */
export function resolvePage(pathname: string): ResolvedPage {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  let locale: Locale = DEFAULT_LOCALE;
  let prefixed = false;
  const first = segments[0];
  if (first !== undefined && isLocale(first)) {
    locale = first;
    prefixed = true;
    segments.shift();
  } else if (first !== undefined && /^[a-z]{2}$/i.test(first)) {
    return { type: 'redirect', location: '/fr' };
  }
  return { type: 'page', locale, prefixed, rest: segments, ...kindOf(segments) };
}

function kindOf(rest: string[]): { kind: PageKind; hotelId?: number } {
  const [a, b, ...more] = rest;
  if (a === undefined) return { kind: 'home' };
  if (more.length === 0) {
    if (a === 'hotels' && b === undefined) return { kind: 'hotels' };
    if (a === 'hotels' && b !== undefined && /^[1-9]\d{0,9}$/.test(b)) return { kind: 'hotel', hotelId: Number(b) };
    if (a === 'user' && b === undefined) return { kind: 'user' };
    if (a === 'guide' && b === undefined) return { kind: 'guide' };
  }
  return { kind: 'notFound' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
