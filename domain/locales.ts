/** The seven languages of Rihla. French is the default and the fallback. */
export const LOCALES = ['fr', 'en', 'ar', 'ru', 'zh', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** BCP 47 tags for Intl: Tunisian conventions where they exist. */
export const INTL_TAG: Record<Locale, string> = {
  fr: 'fr-TN',
  en: 'en-GB',
  ar: 'ar-TN',
  ru: 'ru-RU',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

/** Each language's name in that language, as the switcher shows it. */
export const NATIVE_NAME: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};

/** The API's field suffix for a language: French has none (`name`), the others `name_en`… */
export function fieldSuffix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `_${locale}`;
}

export type Localized = Record<Locale, string>;

/**
 * Pages the spec puts outside the language prefix (spec §2: the payment pages), and the page a
 * provider's e-mail opens: they take their language from `?lang=` instead.
 */
const UNPREFIXED_PAGES = /^\/(payment|prestataire)(\/|$)/;

/** The language a URL asks for: its prefix, else `?lang=` on an unprefixed page, else French. */
export function localeFromPath(pathname: string, lang?: unknown): Locale {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return first;
  return UNPREFIXED_PAGES.test(pathname) && isLocale(lang) ? lang : DEFAULT_LOCALE;
}
