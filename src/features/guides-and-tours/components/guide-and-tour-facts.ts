import type { Circuit } from '../../../../domain/contract/catalogue.ts';
import type { Locale } from '../../../../domain/locales.ts';
import { localized } from '../../../lib/localized.ts';

export const languageNames = (codes: string[], locale: Locale) => {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
};

export const route = (c: Circuit, locale: Locale) =>
  `${localized(c.from_city, 'name', locale)} → ${localized(c.to_city, 'name', locale)}`;

/** The guides' banner: on their listing, and on a guide's page (a portrait is no banner). */
export const GUIDES_BANNER = '/media/seed/guides/banner-guides-cover.webp';
