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
