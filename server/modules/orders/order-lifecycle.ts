import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { answerDeadline } from '../../../domain/booking/deadlines.ts';
import { KIND_RULES } from '../../../domain/booking/kinds.ts';
import {
  LINE_MOVES,
  type LineState,
  movableFrom,
  ORDER_MOVES,
  type OrderState,
  type RefundReason,
} from '../../../domain/booking/states.ts';
import type { Database, OrderLinesTable, OrdersTable, PaymentAttemptsTable, RefundsTable } from '../../db/schema.ts';
import { adapterOf, type BookingAdapters } from '../bookings/booking-adapter.ts';
import { type OrderEvent, OrdersRepository } from './orders.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Order = Selectable<OrdersTable>;
type Line = Selectable<OrderLinesTable>;

/**
 * What orders need of the payments' ledger: the refunds a line's end asks for, and what was paid,
 * for the order's view. `modules/payments/` keeps it (the app passes its repository), so orders
 * never import payments.
 */
export interface PaymentLedger {
  requestRefund(
    trx: Transaction<Database>,
    refund: { order_id: number; attempt_id: number; line_id?: number; amount_millimes: number; reason: RefundReason },
    at: string,
  ): Promise<unknown>;
  ofOrder(orderId: number): Promise<Selectable<PaymentAttemptsTable>[]>;
  refundsOfOrder(
    orderId: number,
  ): Promise<Pick<Selectable<RefundsTable>, 'amount_millimes' | 'reason' | 'status' | 'line_id'>[]>;
}

/** A late payment found some of its released units taken since: the caller's transaction rolls back. */
export class UnitsGone extends Error {
  constructor() {
    super('units gone');
  }
}

/** The event of a line's creation, by the state it starts in. */
const LINE_CREATED_EVENT = {
  held: 'line_held',
  confirmed: 'line_confirmed',
  pending_provider: 'line_awaiting_provider',
} as const;

/**
 * The one writer of an order's life: every move of an order or a line, with the event that records
 * it, the units it gives back or takes again and the refund it asks for, in the caller's
 * transaction. `OrdersService` (checkout, answers, cancellations, holds) and `PaymentsService`
 * (what the gateway said) ask it; neither moves a state itself. Each move is conditional on the
 * state it leaves (domain/booking/states.ts): false or null when another move won.
 */
export class OrderLifecycle {
  private readonly orders: OrdersRepository;

  constructor(
    db: Kysely<Database>,
    private readonly ledger: PaymentLedger,
    private readonly adapters: BookingAdapters,
  ) {
    this.orders = new OrdersRepository(db);
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.orders.transaction(work);
  }

  // What the services read of orders.
  find(reference: string, db?: Db) {
    return this.orders.byReference(reference, db);
  }
  order(id: number, db?: Db) {
    return this.orders.orderById(id, db);
  }
  line(id: number, db?: Db) {
    return this.orders.lineById(id, db);
  }
  findLine(id: number) {
    return this.orders.findLine(id);
  }
  byKey(userId: number, key: string) {
    return this.orders.byKey(userId, key);
  }
  traveller(userId: number, db?: Db) {
    return this.orders.travellerOf(userId, db);
  }
  kindsOf(orderId: number) {
    return this.orders.kindsOf(orderId);
  }
  answersOf(lineId: number) {
    return this.orders.answersOf(lineId);
  }
  unansweredBy(at: string) {
    return this.orders.unansweredBy(at);
  }
  expiredHolds(at: string) {
    return this.orders.expiredHolds(at);
  }
  async paymentsOf(orderId: number) {
    return { attempts: await this.ledger.ofOrder(orderId), refunds: await this.ledger.refundsOfOrder(orderId) };
  }

  /** The inventory checkout takes units from (modules/inventory/ owns it). */
  get inventory() {
    return this.orders.inventory;
  }

  /** Writes an event of the order's history that moves nothing. */
  note(db: Db, event: OrderEvent) {
    return this.orders.event(db, event);
  }

  /** A new order, before its units are taken: a concurrent replay of its key fails here. */
  open(trx: Transaction<Database>, order: Insertable<OrdersTable>) {
    return this.orders.insertOrder(trx, order);
  }

  /** The lines of an opened order whose units were all taken, and the order's own event. */
  async record(
    trx: Transaction<Database>,
    orderId: number,
    lines: Omit<Line, 'id' | 'order_id'>[],
    order: { held: boolean; total: number; at: string },
  ) {
    const recorded = [];
    for (const line of lines) {
      const status = line.status as keyof typeof LINE_CREATED_EVENT;
      const id = await this.orders.insertLine(trx, { ...line, order_id: orderId });
      await this.orders.event(trx, {
        order_id: orderId,
        line_id: id,
        type: LINE_CREATED_EVENT[status],
        to: status,
        ...(line.answer_by ? { data: { answer_by: line.answer_by } } : {}),
        at: order.at,
      });
      recorded.push({ ...line, order_id: orderId, id });
    }
    await this.orders.event(trx, {
      order_id: orderId,
      type: order.held ? 'order_created' : 'order_requested',
      to: order.held ? 'held' : 'requested',
      data: { total_millimes: order.total },
      at: order.at,
    });
    return recorded;
  }

  /**
   * Ends an unpaid order (its hold expired, its payment declined): released, every line released
   * and its units given back. False when it had already moved.
   */
  async release(trx: Transaction<Database>, order: Order, type: 'hold_expired' | 'payment_declined', at: string) {
    if (!(await this.orders.moveOrder(trx, order.id, movableFrom(ORDER_MOVES, 'released'), 'released', at)))
      return false;
    await this.orders.event(trx, { order_id: order.id, type, from: 'held', to: 'released', at });
    await this.releaseLines(trx, order.id, at);
    return true;
  }

  /**
   * An order whose payment cannot be settled as asked (the gateway's answer does not match, or a
   * late payment's units are gone): unsettled, its lines released. False when it was not in `from`.
   */
  async unsettle(
    trx: Transaction<Database>,
    order: Order,
    from: readonly OrderState[],
    type: 'order_unsettled' | 'late_payment_rooms_gone',
    at: string,
  ) {
    if (!(await this.orders.moveOrder(trx, order.id, from, 'unsettled', at))) return false;
    await this.orders.event(trx, { order_id: order.id, type, from: order.status, to: 'unsettled', at });
    await this.releaseLines(trx, order.id, at);
    return true;
  }

  /**
   * A verified payment of the attempt `attemptId`: a held order is paid; one whose hold ended takes
   * its units again (throws `UnitsGone` when one is taken, for the caller to roll back). Each line
   * is then confirmed (what Rihla sells itself) or waits for its provider until its deadline.
   * Null when the order was neither held nor released (paid by another attempt, cancelled): the
   * money goes back.
   */
  async pay(trx: Transaction<Database>, order: Order, attemptId: number, at: string) {
    const lines = await this.orders.linesOf(order.id, trx);
    let from: 'held' | 'released';
    if (await this.orders.moveOrder(trx, order.id, ['held'], 'paid', at)) from = 'held';
    else if (await this.orders.moveOrder(trx, order.id, ['released'], 'paid', at)) {
      from = 'released';
      const unitCount = (line: Line, key: string) => adapterOf(this.adapters, line.kind).unitCount(trx, line, key);
      if (!(await this.orders.retakeLines(trx, lines, unitCount))) throw new UnitsGone();
    } else return null;
    await this.orders.setPaidAttempt(trx, order.id, attemptId);
    await this.orders.event(trx, {
      order_id: order.id,
      type: from === 'held' ? 'order_paid' : 'late_payment_rooms_retaken',
      from,
      to: 'paid',
      at,
    });
    const recorded: Line[] = [];
    for (const line of lines) {
      if (line.status !== 'held' && line.status !== 'released') continue;
      const to: LineState = KIND_RULES[line.kind].confirmation === 'at_once' ? 'confirmed' : 'pending_provider';
      if (!(await this.orders.moveLine(trx, line.id, [line.status], to))) continue;
      const due = to === 'pending_provider' ? answerDeadline(new Date(at), line.arrival).toISOString() : null;
      if (due) await this.orders.setAnswerBy(trx, line.id, due);
      await this.orders.event(trx, {
        order_id: order.id,
        line_id: line.id,
        type: to === 'confirmed' ? 'line_confirmed' : 'line_awaiting_provider',
        from: line.status,
        to,
        ...(due ? { data: { answer_by: due } } : {}),
        at,
      });
      recorded.push({ ...line, status: to, answer_by: due });
    }
    return { order: { ...order, status: 'paid' as const, paid_attempt_id: attemptId }, lines: recorded };
  }

  /**
   * The provider's answer to a line awaiting it (or its silence past the deadline): a refusal gives
   * the units back and refunds the line. Null when the line no longer awaited an answer.
   */
  async answer(
    trx: Transaction<Database>,
    lineId: number,
    to: 'confirmed' | 'refused',
    reason: 'refused' | 'deadline' | null,
    given: { key: string; note: string | null } | null,
    at: string,
  ) {
    if (!(await this.orders.moveLine(trx, lineId, ['pending_provider'], to))) return null;
    const line = await this.orders.lineById(lineId, trx);
    const order = await this.orders.orderById(line.order_id, trx);
    await this.orders.event(trx, {
      order_id: order.id,
      line_id: lineId,
      type: reason === 'deadline' ? 'provider_silent' : `provider_${to}`,
      from: 'pending_provider',
      to,
      ...(given ? { data: given } : {}),
      at,
    });
    if (to === 'refused') await this.endLine(trx, order, line, line.total_millimes, reason ?? 'refused', at);
    return { order, line };
  }

  /**
   * A line cancelled by its traveller (keeping `fee`, in the state they saw it in) or by its
   * provider (no fee, awaiting an answer or confirmed): its units given back, the rest of what was
   * paid refunded. Answers the refund, or null when the line had moved.
   */
  async cancel(
    trx: Transaction<Database>,
    order: Order,
    line: Line,
    by: { traveller: true; fee: number } | { traveller: false },
    at: string,
  ) {
    const from: LineState[] = by.traveller ? [line.status] : ['pending_provider', 'confirmed'];
    if (!(await this.orders.moveLine(trx, line.id, from, 'cancelled'))) return null;
    const fee = by.traveller ? by.fee : 0;
    await this.orders.event(trx, {
      order_id: order.id,
      line_id: line.id,
      type: by.traveller ? 'line_cancelled' : 'provider_cancelled',
      from: line.status,
      to: 'cancelled',
      ...(by.traveller ? { data: { fee_millimes: fee } } : {}),
      at,
    });
    const refund = order.paid_attempt_id === null ? 0 : line.total_millimes - fee;
    await this.endLine(trx, order, line, refund, by.traveller ? 'cancelled' : 'provider_cancelled', at);
    return refund;
  }

  /** Ends the hold of a held order at `at` (the sandbox's "approve too late"). */
  endHold(reference: string, at: string) {
    return this.orders.endHold(reference, at);
  }

  /** A line that ended (refused or cancelled): its units free, its money back, its order closed if it was the last. */
  private async endLine(
    trx: Transaction<Database>,
    order: Pick<Order, 'id' | 'paid_attempt_id'>,
    line: Line,
    refund: number,
    reason: RefundReason,
    at: string,
  ) {
    await this.orders.giveBack(trx, line);
    if (refund > 0 && order.paid_attempt_id !== null)
      await this.ledger.requestRefund(
        trx,
        { order_id: order.id, attempt_id: order.paid_attempt_id, line_id: line.id, amount_millimes: refund, reason },
        at,
      );
    // A paid or requested order all of whose lines were refused or cancelled is cancelled.
    if (await this.orders.hasOpenLine(trx, order.id)) return;
    for (const from of ['paid', 'requested'] as const)
      if (await this.orders.moveOrder(trx, order.id, [from], 'cancelled', at))
        await this.orders.event(trx, { order_id: order.id, type: 'order_ended', from, to: 'cancelled', at });
  }

  /** Moves each line that may be released to `released`, giving its units back. */
  private async releaseLines(trx: Transaction<Database>, orderId: number, at: string) {
    for (const line of await this.orders.linesOf(orderId, trx)) {
      if (!(await this.orders.moveLine(trx, line.id, movableFrom(LINE_MOVES, 'released'), 'released'))) continue;
      await this.orders.giveBack(trx, line);
      await this.orders.event(trx, {
        order_id: orderId,
        line_id: line.id,
        type: 'line_released',
        from: line.status,
        to: 'released',
        at,
      });
    }
  }
}
