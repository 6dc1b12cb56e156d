import { INTL_TAG, type Locale } from '../../domain/locales.ts';

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** Prices in Tunisian dinars with the locale's conventions (TND has three decimals). */
export function formatPrice(amount: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'TND', maximumFractionDigits: 3 });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale]).format(value);
}
