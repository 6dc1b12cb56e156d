import { tunisiaDateTime } from '../../domain/dates.ts';
import { localeFromPath } from '../../domain/locales.ts';
import { compareText, formatAge, formatDate, formatDateRange, formatNumber, formatPrice } from './format.ts';

/**
 * Uses each of the app's formatters once, in the page's language, then says so. ICU loads a
 * language's number, date and collation data with the first formatter that needs it, and keeps it
 * for the whole browser process: loaded here, it is ready when the page's main thread builds the
 * same formatters (lib/intl-warmup.ts).
 */
self.onmessage = ({ data: path }: MessageEvent<string>) => {
  const url = new URL(path, 'http://x');
  const locale = localeFromPath(url.pathname, url.searchParams.get('lang'));
  formatPrice(1234.5, locale);
  formatNumber(1234.5, locale);
  formatDate('2026-06-12T10:30:00', locale);
  formatDateRange('2026-06-12', '2026-07-14', locale);
  formatAge(7_200_000, locale);
  compareText(locale)('a', 'b');
  tunisiaDateTime(new Date());
  self.postMessage('ready');
};
