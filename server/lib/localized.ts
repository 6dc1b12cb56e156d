import { LOCALES, type Localized } from '../../domain/locales.ts';

/** Spreads a stored localized JSON field into the API's `name, name_en, name_ar…` shape. */
export function flattenLocalized<K extends string>(key: K, stored: string): Record<string, string> {
  const value = JSON.parse(stored) as Partial<Localized>;
  const out: Record<string, string> = {};
  const fallback = value.fr ?? '';
  for (const l of LOCALES) out[l === 'fr' ? key : `${key}_${l}`] = value[l] || fallback;
  return out;
}

/** As flattenLocalized, for a field that may be absent: every language then null. */
export function optionalLocalized(key: string, stored: string | null): Record<string, string | null> {
  if (stored !== null) return flattenLocalized(key, stored);
  return Object.fromEntries(Object.keys(flattenLocalized(key, '{}')).map((k) => [k, null]));
}
