import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '../../../domain/contract/orders.ts';
import { BOARD_LABELS } from '../../components/stay/board-labels.ts';
import { formatDateRange, formatMillimes } from '../../lib/format.ts';
import { useLocale } from '../../lib/use-locale.ts';

const named = (texts: Record<string, string>, locale: string) => texts[locale] ?? texts.fr ?? '';

/** An order's stays (as sold: names, dates, rooms, party) and its total in TND. */
export function OrderSummary({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const total = formatMillimes(order.total_millimes, locale);
  return (
    <div className="order-summary">
      <p>
        <Trans>Référence :</Trans> <bdi dir="ltr">{order.reference}</bdi>
      </p>
      <ul className="order-lines">
        {order.lines.map((line) => {
          const dates = formatDateRange(line.arrival, line.departure, locale);
          const children = line.child_ages.length;
          return (
            <li key={line.id}>
              <strong>{named(line.name, locale)}</strong>
              <span>
                {dates} · <Plural value={line.nights} one="# nuit" other="# nuits" />
              </span>
              <span>
                <Plural value={line.adults} one="# adulte" other="# adultes" />
                {children > 0 && (
                  <>
                    {', '}
                    <Plural value={children} one="# enfant" other="# enfants" />
                  </>
                )}
              </span>
              {line.rooms.map((room) => (
                <span key={`${room.room}|${room.board}`}>
                  {room.quantity} × {named(room.name, locale)} ({i18n._(BOARD_LABELS[room.board])})
                </span>
              ))}
              <span className="order-line-total">{formatMillimes(line.total_millimes, locale)}</span>
            </li>
          );
        })}
      </ul>
      <p className="order-total">
        <Trans>Total à payer :</Trans> <strong>{total}</strong>
      </p>
    </div>
  );
}
