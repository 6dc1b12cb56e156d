import { Trans } from '@lingui/react/macro';
import type { Order } from '../../../domain/contract/orders.ts';
import { formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { LineFacts, named } from './line-facts.tsx';

/**
 * An order's lines (as sold: names, dates, rooms and party, vehicle and places, seats, a table) and
 * its total in TND; a table, asked of its restaurant, is marked as paid nothing online.
 */
export function OrderSummary({ order }: { order: Order }) {
  const locale = useLocale();
  const total = formatMillimes(order.total_millimes, locale);
  return (
    <div className="order-summary">
      <p>
        <Trans>Référence :</Trans> <bdi dir="ltr">{order.reference}</bdi>
      </p>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <strong>{named(line.name, locale)}</strong>
            <LineFacts line={line} />
            <span className="order-line-total">
              {line.kind === 'restaurant' ? (
                <Trans>Demandée au restaurant, sans paiement en ligne</Trans>
              ) : (
                formatMillimes(line.total_millimes, locale)
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-total">
        <Trans>Total à payer :</Trans> <strong>{total}</strong>
      </p>
    </div>
  );
}
