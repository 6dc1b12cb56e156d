import type { Locale } from '../../../domain/locales.ts';
import { localized } from '../../lib/localized.ts';

interface Named {
  [key: string]: unknown;
}

/** "City, Governorate" of an item page, in the page's language. */
export const cityAndState = (item: { city: Named; state: Named }, locale: Locale) =>
  `${localized(item.city, 'name', locale)}, ${localized(item.state, 'name', locale)}`;

/** The destination a card belongs to. */
export const destinationOf = (item: { destination: Named }, locale: Locale) =>
  localized(item.destination, 'name', locale);
