import { fieldSuffix, type Locale } from '../../domain/locales.ts';
import { compareText } from './format.ts';

/** Reads `name` / `name_en` / `name_ar`… for the active language, falling back to French. */
export function localized(item: object, key: string, locale: Locale): string {
  const record = item as Record<string, unknown>;
  const value = record[`${key}${fieldSuffix(locale)}`];
  return typeof value === 'string' && value !== '' ? value : String(record[key] ?? '');
}

/** The items in the language's alphabetical order of their name in that language. */
export function sortedByName<T extends object>(items: readonly T[], locale: Locale): T[] {
  const compare = compareText(locale);
  return [...items].sort((a, b) => compare(localized(a, 'name', locale), localized(b, 'name', locale)));
}

/** "City, Governorate", the governorate left out when it bears the city's name (Tunis, Sfax…). */
export function cityAndStateName(city: object, state: object, locale: Locale): string {
  const [cityName, stateName] = [localized(city, 'name', locale), localized(state, 'name', locale)];
  return cityName === stateName ? cityName : `${cityName}, ${stateName}`;
}
