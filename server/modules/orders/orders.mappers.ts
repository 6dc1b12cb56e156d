import type { Selectable } from 'kysely';
import { isCancellable } from '../../../domain/booking/reservations.ts';
import type { AnswerView, Order } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { isLocale } from '../../../domain/locales.ts';
import type { OrderLinesTable, OrdersTable, PaymentAttemptsTable, RefundsTable } from '../../db/schema.ts';
import { adapterOf, type BookingAdapters } from '../bookings/booking-adapter.ts';
import type { ProviderLink } from './provider-links.ts';

type Attempt = Pick<Selectable<PaymentAttemptsTable>, 'reference' | 'status'>;
type Refund = Pick<Selectable<RefundsTable>, 'amount_millimes' | 'reason' | 'status' | 'line_id'>;

export function toOrder(
  adapters: BookingAdapters,
  order: Selectable<OrdersTable>,
  lines: Selectable<OrderLinesTable>[],
  attempt: Attempt | undefined,
  refunds: Refund[],
  now: Date,
): Order {
  const today = tunisiaDateTime(now).slice(0, 10);
  return {
    reference: order.reference,
    status: order.status,
    locale: isLocale(order.locale) ? order.locale : 'fr',
    payment: attempt ? { reference: attempt.reference, status: attempt.status } : null,
    refunds: refunds.map((r) => ({
      amount_millimes: r.amount_millimes,
      reason: r.reason,
      status: r.status,
      line_id: r.line_id,
    })),
    total_millimes: order.total_millimes,
    currency: 'TND',
    hold_expires_at: order.hold_expires_at,
    created_at: order.created_at,
    lines: lines.map((line) =>
      adapterOf(adapters, line.kind).orderLine(line, {
        id: line.id,
        listing_slug: line.listing_slug,
        status: line.status,
        answer_by: line.answer_by,
        cancellable: isCancellable(line.kind, line.status, line.arrival, today),
        total_millimes: line.total_millimes,
      }),
    ),
  };
}

/**
 * What the provider's answer page shows: the reservation as sold, and what the link would do;
 * null for a kind no provider answers.
 */
export function answerViewOf(
  adapters: BookingAdapters,
  order: Selectable<OrdersTable>,
  line: Selectable<OrderLinesTable>,
  link: ProviderLink,
): AnswerView | null {
  const view = adapterOf(adapters, line.kind).answerView;
  return view
    ? view(line, {
        reference: order.reference,
        action: link.action,
        status: line.status,
        answer_by: line.answer_by,
        total_millimes: line.total_millimes,
      })
    : null;
}
