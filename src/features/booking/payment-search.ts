import { isLocale, type Locale } from '../../../domain/locales.ts';
import { ORDER_REFERENCE } from './order-query.ts';

/** The payment pages' query: the order's reference, and the language (they have no prefix). */
export function paymentSearch(raw: Record<string, unknown>): { order?: string; lang?: Locale } {
  return {
    ...(typeof raw.order === 'string' && ORDER_REFERENCE.test(raw.order) ? { order: raw.order } : {}),
    ...(isLocale(raw.lang) ? { lang: raw.lang } : {}),
  };
}
