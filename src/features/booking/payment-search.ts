import { isLocale, type Locale } from '../../../domain/locales.ts';
import { ORDER_REFERENCE } from './api/order.queries.ts';

/**
 * The payment pages' query: the order's reference, the language (they have no prefix), and
 * `retry` when the traveller came back from a gateway's page without paying while the hold runs.
 */
export function paymentSearch(raw: Record<string, unknown>): { order?: string; lang?: Locale; retry?: 1 } {
  return {
    ...(typeof raw.order === 'string' && ORDER_REFERENCE.test(raw.order) ? { order: raw.order } : {}),
    ...(isLocale(raw.lang) ? { lang: raw.lang } : {}),
    ...(raw.retry === 1 || raw.retry === '1' ? { retry: 1 as const } : {}),
  };
}
