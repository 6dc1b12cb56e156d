import { Trans } from '@lingui/react/macro';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** "From 120 TND / night", on a stay's card and page; nothing when it has no price yet. */
export function NightlyPrice({ amount }: { amount: number | null | undefined }) {
  const locale = useLocale();
  if (amount == null) return null;
  const price = formatPrice(amount, locale);
  return (
    <p className="card-price">
      <Trans>
        à partir de <strong>{price}</strong> / nuit
      </Trans>
    </p>
  );
}
