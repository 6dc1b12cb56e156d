import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import {
  ATTEMPT_MOVES,
  type AttemptState,
  assertMoves,
  OPEN_ATTEMPT_STATES,
  RECHECK_AFTER_MINUTES,
  RECHECK_SCHEDULE,
  REFUND_MOVES,
  REFUND_TRIES,
  type RefundReason,
  type RefundState,
} from '../../../domain/booking/states.ts';
import type { Database, PaymentAttemptsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Payment attempts and refunds, moved only by conditional updates from their expected states. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byReference(reference: string, db: Db = this.db) {
    return db.selectFrom('payment_attempts').selectAll().where('reference', '=', reference).executeTakeFirst();
  }

  byGatewayRef(provider: string, gatewayRef: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider', '=', provider)
      .where('gateway_ref', '=', gatewayRef)
      .executeTakeFirst();
  }

  byKey(orderId: number, key: string) {
    return this.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  /** The order's attempts, newest first. */
  ofOrder(orderId: number, db: Db = this.db) {
    return db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .execute();
  }

  insert(trx: Transaction<Database>, attempt: Insertable<PaymentAttemptsTable>) {
    return trx
      .insertInto('payment_attempts')
      .values(attempt)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  }

  /** Moves an attempt from one of `from` to `to`; false when another move won. */
  async move(
    db: Db,
    id: number,
    from: readonly AttemptState[],
    to: AttemptState,
    at: string,
    extra: { gateway_ref?: string; redirect_url?: string } = {},
  ): Promise<boolean> {
    assertMoves(ATTEMPT_MOVES, from, to);
    const result = await db
      .updateTable('payment_attempts')
      .set({ status: to, updated_at: at, ...extra })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async checked(id: number, at: string) {
    await this.db.updateTable('payment_attempts').set({ checked_at: at }).where('id', '=', id).execute();
  }

  /** Attempts the gateway may still settle, not asked about since `before`. */
  /** Open attempts due for a re-check at `now` (RECHECK_SCHEDULE), least recently asked first. */
  dueForRecheck(now: Date) {
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    return this.db
      .selectFrom('payment_attempts')
      .select('reference')
      .where('status', 'in', OPEN_ATTEMPT_STATES)
      .where('gateway_ref', 'is not', null)
      .where('created_at', '<=', ago(RECHECK_AFTER_MINUTES))
      .where((eb) =>
        eb.or(
          RECHECK_SCHEDULE.map(({ untilAgeMinutes, everyMinutes }) =>
            eb.and([
              eb('created_at', '>', ago(untilAgeMinutes)),
              eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', ago(everyMinutes))]),
            ]),
          ),
        ),
      )
      .orderBy(sql`coalesce(checked_at, created_at)`)
      .orderBy('id')
      .limit(200)
      .execute();
  }

  async requestRefund(
    trx: Transaction<Database>,
    refund: {
      order_id: number;
      attempt_id: number;
      line_id?: number | null;
      amount_millimes: number;
      reason: RefundReason;
    },
    at: string,
  ) {
    await trx
      .insertInto('refunds')
      .values({ ...refund, line_id: refund.line_id ?? null, status: 'requested', created_at: at, updated_at: at })
      .execute();
  }

  /** Refunds the job still has to try. */
  refundsToTry() {
    return this.db
      .selectFrom('refunds')
      .innerJoin('payment_attempts', 'payment_attempts.id', 'refunds.attempt_id')
      .select([
        'refunds.id',
        'refunds.order_id',
        'refunds.amount_millimes',
        'refunds.status',
        'refunds.tries',
        'payment_attempts.gateway_ref',
        'payment_attempts.amount_millimes as paid_millimes',
      ])
      .where('refunds.status', 'in', ['requested', 'failed'])
      .where('refunds.tries', '<', REFUND_TRIES)
      .orderBy('refunds.id')
      .limit(100)
      .execute();
  }

  async moveRefund(
    db: Db,
    id: number,
    from: RefundState,
    to: RefundState,
    at: string,
    change: { tries?: number; last_error?: string | null } = {},
  ) {
    assertMoves(REFUND_MOVES, [from], to);
    const result = await db
      .updateTable('refunds')
      .set({ status: to, updated_at: at, ...change })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  refundsOfOrder(orderId: number) {
    return this.db
      .selectFrom('refunds')
      .select(['amount_millimes', 'reason', 'status', 'line_id'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }
}
