import type { Kysely } from 'kysely';
import { OPEN_ATTEMPT_STATES, STUCK_PAYMENT_MINUTES } from '../../../domain/booking/states.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What needs the operator (`npm run orders -- stuck`): orders paid but not fulfilled (money that
 * could not be settled, reservations past their answer deadline), refunds to do by hand, and
 * payments left pending at the gateway for over 30 minutes.
 */
export async function stuckOrders(db: Kysely<Database>, now: Date) {
  const at = now.toISOString();
  const unsettled = await db
    .selectFrom('orders')
    .select(['reference', 'total_millimes', 'updated_at'])
    .where('status', '=', 'unsettled')
    .orderBy('updated_at')
    .execute();
  const unanswered = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['orders.reference', 'order_lines.id', 'order_lines.listing_slug', 'order_lines.answer_by'])
    .where('order_lines.status', '=', 'pending_provider')
    .where('order_lines.answer_by', '<=', at)
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .select([
      'orders.reference',
      'refunds.id',
      'refunds.amount_millimes',
      'refunds.reason',
      'refunds.status',
      'refunds.last_error',
    ])
    .where('refunds.status', 'in', ['manual', 'failed'])
    .orderBy('refunds.id')
    .execute();
  const pending = await db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select([
      'orders.reference',
      'payment_attempts.reference as attempt',
      'payment_attempts.created_at',
      'payment_attempts.checked_at',
    ])
    .where('payment_attempts.status', 'in', OPEN_ATTEMPT_STATES)
    .where('payment_attempts.created_at', '<=', new Date(now.getTime() - STUCK_PAYMENT_MINUTES * 60_000).toISOString())
    .orderBy('payment_attempts.created_at')
    .execute();
  return { unsettled, unanswered, refunds, pending };
}

/** Everything about one order (`npm run orders -- show REF`), oldest first. */
export async function orderDossier(db: Kysely<Database>, reference: string) {
  const order = await db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!order) return undefined;
  const [lines, attempts, refunds, events] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['id', 'kind', 'listing_slug', 'status', 'arrival', 'departure', 'total_millimes', 'answer_by'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_attempts')
      .select(['reference', 'provider', 'gateway_ref', 'status', 'amount_millimes', 'created_at', 'checked_at'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('refunds')
      .select(['id', 'amount_millimes', 'reason', 'status', 'tries', 'last_error'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_events')
      .select(['at', 'type', 'line_id', 'from_status', 'to_status', 'data'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
  ]);
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'phone'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  return { order, user, lines, attempts, refunds, events };
}
