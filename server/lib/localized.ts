import { LOCALES, type Localized } from '../../domain/locales.ts';

/** Spreads a stored localized JSON field into the API's `name, name_en, name_ar…` shape. */
export function flattenLocalized<K extends string>(key: K, stored: string): Record<string, string> {
  const value = JSON.parse(stored) as Partial<Localized>;
  const out: Record<string, string> = {};
  const fallback = value.fr ?? '';
  for (const l of LOCALES) out[l === 'fr' ? key : `${key}_${l}`] = value[l] || fallback;
  return out;
}
