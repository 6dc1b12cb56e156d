import { fieldSuffix, type Locale } from '../../domain/locales.ts';

/** Reads `name` / `name_en` / `name_ar`… for the active language, falling back to French. */
export function localized(item: object, key: string, locale: Locale): string {
  const record = item as Record<string, unknown>;
  const value = record[`${key}${fieldSuffix(locale)}`];
  return typeof value === 'string' && value !== '' ? value : String(record[key] ?? '');
}
