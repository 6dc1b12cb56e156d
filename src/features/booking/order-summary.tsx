import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingKind } from '../../../domain/booking/kinds.ts';
import type { Order } from '../../../domain/contract/orders.ts';
import { formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { KIND_TEXTS } from './kind-texts.ts';
import { LineFacts, named } from './line-facts.tsx';

/**
 * An order's lines (as sold: names, dates, rooms and party, vehicle and places, seats, a table) and
 * its total in TND; a table, asked of its restaurant, is marked as paid nothing online.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const unpaidText = (kind: BookingKind) => {
    const unpaid = KIND_TEXTS[kind].unpaid;
    return unpaid ? i18n._(unpaid) : null;
  };
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
              {unpaidText(line.kind) ?? formatMillimes(line.total_millimes, locale)}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-total">
        {order.status === 'paid' ? <Trans>Total payé :</Trans> : <Trans>Total à payer :</Trans>}{' '}
        <strong>{total}</strong>
      </p>
    </div>
  );
}
