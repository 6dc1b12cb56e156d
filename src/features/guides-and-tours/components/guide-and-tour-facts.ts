import type { Circuit } from '../../../../domain/contract/catalogue.ts';
import { INTL_TAG, type Locale } from '../../../../domain/locales.ts';
import { localized } from '../../../lib/localized.ts';

/** The languages a guide speaks, listed the language's way: « arabe, français et anglais », "العربية والفرنسية". */
export const languageNames = (codes: string[], locale: Locale) => {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return new Intl.ListFormat(INTL_TAG[locale]).format(codes.map((code) => names.of(code) ?? code));
};

export const route = (c: Circuit, locale: Locale) =>
  `${localized(c.from_city, 'name', locale)} → ${localized(c.to_city, 'name', locale)}`;

/** The guides' banner: on their listing, and on a guide's page (a portrait is no banner). */
export const GUIDES_BANNER = '/media/seed/guides/banner-guides-cover.webp';
