import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { RoomChoice } from '../../../domain/booking/hotel-quote.ts';
import {
  assertMoves,
  LINE_MOVES,
  type LineState,
  ORDER_MOVES,
  type OrderState,
} from '../../../domain/booking/states.ts';
import { stayNights } from '../../../domain/booking/stay.ts';
import type { Database, OrderLinesTable, OrdersTable } from '../../db/schema.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A row of an order's history: a move (`from` → `to`) or a note (a payment started, a signal refused…). */
export interface OrderEvent {
  order_id: number;
  line_id?: number | null;
  type: string;
  from?: string | null;
  to?: string | null;
  data?: unknown;
  at: string;
}

/** The orders' SQL: orders, lines and their events, and the units their lines take and give back. */
export class OrdersRepository {
  constructor(private readonly db: Kysely<Database>) {
    this.inventory = new InventoryRepository(db);
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The inventory a line takes and gives back (modules/inventory/ owns it). */
  readonly inventory: InventoryRepository;

  /** Gives back the units a line took, in the caller's transaction. */
  async giveBack(trx: Transaction<Database>, line: Selectable<OrderLinesTable>) {
    const days = stayNights(line.arrival, line.departure);
    for (const unit of JSON.parse(line.rooms) as Pick<RoomChoice, 'room' | 'quantity'>[])
      await this.inventory.giveBack(
        trx,
        { kind: line.kind, slug: line.listing_slug, key: unit.room },
        days,
        unit.quantity,
      );
  }

  insertOrder(trx: Transaction<Database>, order: Insertable<OrdersTable>): Promise<number> {
    return trx
      .insertInto('orders')
      .values(order)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  }

  insertLine(trx: Transaction<Database>, line: Insertable<OrderLinesTable>): Promise<number> {
    return trx
      .insertInto('order_lines')
      .values(line)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  }

  async event(trx: Db, event: OrderEvent) {
    await trx
      .insertInto('order_events')
      .values({
        order_id: event.order_id,
        line_id: event.line_id ?? null,
        type: event.type,
        from_status: event.from ?? null,
        to_status: event.to ?? null,
        data: event.data === undefined ? null : JSON.stringify(event.data),
        at: event.at,
      })
      .execute();
  }

  /** Moves an order from one of `from` to `to`; false when it was not in one of them (another move won). */
  async moveOrder(trx: Db, id: number, from: readonly OrderState[], to: OrderState, at: string): Promise<boolean> {
    assertMoves(ORDER_MOVES, from, to);
    const result = await trx
      .updateTable('orders')
      .set({ status: to, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async moveLine(trx: Db, id: number, from: readonly LineState[], to: LineState): Promise<boolean> {
    assertMoves(LINE_MOVES, from, to);
    const result = await trx
      .updateTable('order_lines')
      .set({ status: to })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  byKey(userId: number, key: string) {
    return this.db
      .selectFrom('orders')
      .select('reference')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async byReference(reference: string, db: Db = this.db) {
    const order = await db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
    if (!order) return undefined;
    return { order, lines: await this.linesOf(order.id, db) };
  }

  /** An order's lines, in the order they were booked. */
  linesOf(orderId: number, db: Db = this.db) {
    return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  /**
   * Takes again the rooms (or seats) of released lines (a payment verified after the hold ended):
   * all of them, or false and the caller rolls back.
   */
  async retakeLines(
    trx: Transaction<Database>,
    lines: Selectable<OrderLinesTable>[],
    /** How many units of `key` the line's listing has now (its kind's adapter knows). */
    unitCount: (line: Selectable<OrderLinesTable>, key: string) => Promise<number>,
  ) {
    for (const line of lines) {
      const days = stayNights(line.arrival, line.departure);
      const byUnit = new Map<string, number>();
      for (const c of JSON.parse(line.rooms) as RoomChoice[])
        byUnit.set(c.room, (byUnit.get(c.room) ?? 0) + c.quantity);
      for (const [key, quantity] of [...byUnit].sort(([a], [b]) => a.localeCompare(b))) {
        const count = await unitCount(line, key);
        const unit = { kind: line.kind, slug: line.listing_slug, key, count };
        if (!(await this.inventory.take(trx, unit, days, quantity))) return false;
      }
    }
    return true;
  }

  orderById(id: number, db: Db = this.db) {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  lineById(id: number, db: Db = this.db) {
    return db.selectFrom('order_lines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  findLine(id: number, db: Db = this.db) {
    return db.selectFrom('order_lines').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Whether an order still has a line that is neither refused, cancelled nor released. */
  async hasOpenLine(trx: Db, orderId: number) {
    const open = await trx
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'not in', ['refused', 'cancelled', 'released'])
      .executeTakeFirst();
    return open !== undefined;
  }

  /** Ends a held order's hold at `at` (the sandbox's "approve too late"). */
  async endHold(reference: string, at: string) {
    await this.db
      .updateTable('orders')
      .set({ hold_expires_at: at })
      .where('reference', '=', reference)
      .where('status', '=', 'held')
      .execute();
  }

  /** Lines still awaiting their provider once `at` is past their deadline. */
  unansweredBy(at: string) {
    return this.db
      .selectFrom('order_lines')
      .select(['id', 'order_id'])
      .where('status', '=', 'pending_provider')
      .where('answer_by', '<=', at)
      .execute();
  }

  /** The provider's answers (or silence) recorded for a line. */
  answersOf(lineId: number) {
    return this.db
      .selectFrom('order_events')
      .select(['type', 'data'])
      .where('line_id', '=', lineId)
      .where('type', 'in', ['provider_confirmed', 'provider_refused', 'provider_silent'])
      .execute();
  }

  /** What the e-mails need of an order's traveller. */
  travellerOf(id: number, db: Db = this.db) {
    return db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'phone'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** The kinds of an order's lines. */
  async kindsOf(orderId: number, db: Db = this.db) {
    const rows = await db.selectFrom('order_lines').select('kind').where('order_id', '=', orderId).execute();
    return rows.map((r) => r.kind);
  }

  /** The attempt whose money paid the order (refunds go back through it). */
  async setPaidAttempt(trx: Db, orderId: number, attemptId: number) {
    await trx.updateTable('orders').set({ paid_attempt_id: attemptId }).where('id', '=', orderId).execute();
  }

  async setAnswerBy(trx: Db, lineId: number, answerBy: string | null) {
    await trx.updateTable('order_lines').set({ answer_by: answerBy }).where('id', '=', lineId).execute();
  }

  /** Orders whose hold has ended unpaid. */
  expiredHolds(at: string) {
    return this.db
      .selectFrom('orders')
      .select('reference')
      .where('status', '=', 'held')
      .where('hold_expires_at', '<=', at)
      .execute();
  }
}
