import { useLingui } from '@lingui/react/macro';
import type { Activity } from '../../../../domain/contract/catalogue.ts';
import { tunisiaDateTime } from '../../../../domain/dates.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/use-locale.ts';

export function usePriceLabel() {
  const { t } = useLingui();
  const locale = useLocale();
  return (price: number) => (price === 0 ? t`Entrée libre` : formatPrice(price, locale));
}

/** Activities are offered until their end date (a Tunisian calendar day). */
export const isOver = (a: Activity) => a.end_date < tunisiaDateTime(new Date()).slice(0, 10);

/**
 * How long an event lasts, from its local start and end (`YYYY-MM-DDTHH:MM`, Tunisia's clock):
 * under a day, in whole hours (an evening ending after midnight too); otherwise in calendar days,
 * both ends counted.
 */
export function eventDuration(start: string, end: string): { hours: number } | { days: number } {
  const at = (s: string) => Date.parse(`${s.slice(0, 16)}:00Z`);
  const minutes = (at(end) - at(start)) / 60_000;
  if (minutes < 24 * 60) return { hours: Math.max(1, Math.round(minutes / 60)) };
  const day = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00Z`);
  return { days: Math.round((day(end) - day(start)) / 86_400_000) + 1 };
}
