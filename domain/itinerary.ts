import type { Locale } from './locales.ts';
import { ITINERARY_TEXT } from './seo.ts';

/** The place's name, when a page links here (`?name=`): one line of at most 120 characters. */
export const ITINERARY_NAME_MAX = 120;

export function parseItinerarySearch(raw: Record<string, unknown>): { name?: string } {
  const name = typeof raw.name === 'string' ? raw.name.replace(/\s+/g, ' ').trim().slice(0, ITINERARY_NAME_MAX) : '';
  return name ? { name } : {};
}

/** The directions page's title, with the place's name when the link gave it (server and browser alike). */
export function itineraryTitle(name: string | undefined, locale: Locale): string {
  return name ? `${ITINERARY_TEXT.title[locale]} : ${name}` : ITINERARY_TEXT.title[locale];
}
