import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { answerDeadline } from '../../../domain/booking/deadlines.ts';
import { initialLineState } from '../../../domain/booking/kinds.ts';
import { isCancellable } from '../../../domain/booking/reservations.ts';
import { HOLD_MINUTES } from '../../../domain/booking/states.ts';
import { stayNights } from '../../../domain/booking/stay.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locales.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { bookingAdapters } from '../bookings/adapters.ts';
import { adapterOf, type BookingAdapters, type BookingLine, type PricedLine } from '../bookings/booking-adapter.ts';
import type { OrderLifecycle } from './order-lifecycle.ts';
import type { OrderMails } from './order-mails.ts';
import { answerViewOf, toOrder } from './orders.mappers.ts';
import type { ProviderLink, ProviderLinks } from './provider-links.ts';

/** Readable references without look-alike characters (no 0/O, 1/I): `RH-7K3M-Q9TX`. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
export const newReference = () => `RH-${part()}-${part()}`;

const IDEMPOTENCY_KEY = /^[\w-]{8,120}$/;

/** 400 unless the request sent a usable `Idempotency-Key` (checkout, a partner's answer). */
function requireIdempotencyKey(key: string | undefined): asserts key is string {
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw new HttpError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header (8 to 120 letters, digits, - or _).',
    );
}
/**
 * Orders of every kind (domain/booking/kinds.ts): checkout takes every line's rooms, seats, slot or
 * places together or not at all; holds that end unpaid are released; providers answer.
 */
export class OrdersService {
  private readonly orders: OrderLifecycle;
  private readonly adapters: BookingAdapters;
  private readonly now: () => Date;

  constructor(
    db: Kysely<Database>,
    private readonly options: {
      /** The one writer of orders' and lines' states, shared with payments. */
      lifecycle: OrderLifecycle;
      now?: () => Date;
      /** Queues the e-mails of provider answers and cancellations (none without it). */
      mails?: OrderMails;
      links?: ProviderLinks;
      /** Called after a transaction that queued e-mails committed (the outbox drains). */
      afterCommit?: () => void;
      /** The kinds' adapters the app shares (built here when none is given). */
      adapters?: BookingAdapters;
    },
  ) {
    this.orders = options.lifecycle;
    this.now = options.now ?? (() => new Date());
    this.adapters = options.adapters ?? bookingAdapters(db, this.now);
  }

  /**
   * `POST /orders`: prices every line again (409 `price_changed` with the new totals when a total
   * differs from what the traveller saw), then in one transaction writes the order and takes every
   * unit of every line on its days, or nothing (409 `rooms_unavailable`, `seats_unavailable` or
   * `table_unavailable` naming the first line that failed, and `failed` all of them). The order is
   * held for payment when a prepaid line has something to pay; its other lines are recorded at
   * once, confirmed (a free event) or asked of their providers (a table). The same
   * `Idempotency-Key` again answers the same order and takes nothing more.
   */
  async checkout(auth: Authed, lines: BookingLine[], key: string | undefined, locale: Locale = DEFAULT_LOCALE) {
    requireIdempotencyKey(key);
    const replay = await this.orders.byKey(auth.user.id, key);
    if (replay) return this.order(auth, replay.reference);

    const priced = await Promise.all(
      lines.map((line, index): Promise<PricedLine> => adapterOf(this.adapters, line.kind).price(line, index)),
    );
    const changed = priced.filter((p) => p.total !== p.seen);
    const total = priced.reduce((sum, p) => sum + p.total, 0);
    if (changed.length > 0)
      throw new HttpError(409, 'price_changed', 'The price has changed since it was shown.', {
        lines: changed.map((p) => ({ line: p.index, total_millimes: p.total })),
        total_millimes: total,
      });

    const at = this.now();
    const stamp = at.toISOString();
    const reference = newReference();
    const states = priced.map((p) => initialLineState(p.kind, p.total));
    // Held for payment when anything is to be paid online; else recorded at once.
    const held = states.includes('held');
    try {
      await this.orders.transaction(async (trx) => {
        // The order first: a concurrent replay of the same key fails here, before taking rooms.
        const orderId = await this.orders.open(trx, {
          reference,
          user_id: auth.user.id,
          status: held ? 'held' : 'requested',
          total_millimes: total,
          hold_expires_at: held ? new Date(at.getTime() + HOLD_MINUTES * 60_000).toISOString() : stamp,
          idempotency_key: key,
          locale,
          created_at: stamp,
          updated_at: stamp,
        });
        const taken = [];
        // Every line is tried, so that a refusal names all those that failed; any failure rolls back the rest.
        const failed: HttpError[] = [];
        for (const [i, p] of priced.entries()) {
          const days = stayNights(p.arrival, p.departure);
          // Always in the same order, so that two checkouts never wait on each other's rows.
          for (const unit of [...p.units].sort((a, b) => a.key.localeCompare(b.key))) {
            const took = await this.orders.inventory.take(
              trx,
              { kind: p.kind, slug: p.slug, key: unit.key, count: unit.count },
              days,
              unit.quantity,
            );
            if (!took) {
              const left = await this.orders.inventory.fewestLeft(trx, { kind: p.kind, slug: p.slug, ...unit }, days);
              failed.push(p.gone(unit.key, left));
              break;
            }
          }
          if (failed.length > 0) continue;
          const status = states[i]!;
          taken.push({
            kind: p.kind,
            listing_slug: p.slug,
            status,
            arrival: p.arrival,
            departure: p.departure,
            total_millimes: p.total,
            rooms: JSON.stringify(p.rooms),
            snapshot: JSON.stringify(p.snapshot),
            answer_by: status === 'pending_provider' ? answerDeadline(at, p.arrival).toISOString() : null,
          });
        }
        if (failed.length > 0) {
          const [first] = failed;
          // A cart's refusal names every line that failed; a rental, the checkout's only line, is refused as it is.
          if (first!.details?.line === undefined) throw first;
          throw new HttpError(first!.statusCode, first!.code, first!.message, {
            ...first!.details,
            failed: failed.map((f) => f.details?.line),
          });
        }
        const recorded = (await this.orders.record(trx, orderId, taken, { held, total, at: stamp })).filter(
          (line) => line.status !== 'held',
        );
        if (recorded.length > 0) {
          const order = await this.orders.order(orderId, trx);
          await this.options.mails?.requested(trx, order, await this.userOf(trx, auth.user.id), recorded, stamp);
        }
      });
    } catch (error) {
      // Two requests with one key at once: the second's order breaks the key's uniqueness.
      const winner = await this.orders.byKey(auth.user.id, key);
      if (winner) return this.order(auth, winner.reference);
      throw error;
    }
    this.options.afterCommit?.();
    return this.order(auth, reference);
  }

  /** `GET /orders/{reference}`: the traveller's own order; anyone else's is not found. */
  async order(auth: Authed, reference: string) {
    const found = await this.orders.find(reference);
    if (!found || found.order.user_id !== auth.user.id)
      throw new HttpError(404, 'order_not_found', 'No order of yours has this reference.');
    const { attempts, refunds } = await this.orders.paymentsOf(found.order.id);
    return { order: toOrder(this.adapters, found.order, found.lines, attempts[0], refunds, this.now()) };
  }

  /**
   * The sandbox gateway's "approve too late": the order's hold ends now, as if the traveller had
   * lingered on the gateway's page past it (only the sandbox, a test gateway, asks for this).
   */
  async endHoldNow(reference: string) {
    const at = this.now().toISOString();
    await this.orders.endHold(reference, at);
    return this.releaseHold(reference, at);
  }

  /** What a hotel's answer link shows: the reservation it is about, if the link is ours. */
  async answerPage(link: ProviderLink) {
    const { line, order } = await this.linkTarget(link, false);
    return { answer: answerViewOf(this.adapters, order, line, link)! };
  }

  /**
   * The hotel confirms or refuses a paid reservation from its e-mail's page (a POST: following
   * the link alone answers nothing). A refusal gives the rooms back and refunds the line.
   */
  async answer(link: ProviderLink) {
    const { line, order } = await this.linkTarget(link, true);
    const to = link.action === 'confirm' ? 'confirmed' : 'refused';
    const moved = await this.answerLine(line.id, to, to === 'refused' ? 'refused' : null);
    if (!moved) {
      const now = (await this.orders.find(order.reference))!.lines.find((l) => l.id === line.id)!;
      throw new HttpError(409, 'already_answered', 'This reservation has already been answered or cancelled.', {
        status: now.status,
      });
    }
    const found = (await this.orders.find(order.reference))!;
    return { answer: answerViewOf(this.adapters, found.order, found.lines.find((l) => l.id === line.id)!, link)! };
  }

  /** Refuses the paid reservations nobody answered in time, refunding them. */
  async refuseUnanswered(): Promise<number> {
    const at = this.now().toISOString();
    const due = await this.orders.unansweredBy(at);
    let refused = 0;
    for (const line of due) if (await this.answerLine(line.id, 'refused', 'deadline')) refused++;
    return refused;
  }

  /**
   * `POST /orders/{reference}/lines/{line}/cancel`: the traveller cancels a stay. Before the hotel
   * answered: a full refund; once confirmed, the booking's terms decide the fee. The hotel is told.
   */
  async cancel(auth: Authed, reference: string, lineId: number) {
    const found = await this.orders.find(reference);
    if (!found || found.order.user_id !== auth.user.id)
      throw new HttpError(404, 'order_not_found', 'No order of yours has this reference.');
    const line = found.lines.find((l) => l.id === lineId);
    const today = tunisiaDateTime(this.now()).slice(0, 10);
    if (!line || !isCancellable(line.kind, line.status, line.arrival, today))
      throw new HttpError(409, 'not_cancellable', 'This reservation can no longer be cancelled.', {
        status: line?.status ?? null,
      });
    const daysBefore = Math.round((Date.parse(line.arrival) - Date.parse(today)) / 86_400_000);
    const fee = adapterOf(this.adapters, line.kind).cancellationFee(line, daysBefore);
    const at = this.now().toISOString();
    const done = await this.orders.transaction(async (trx) => {
      const refund = await this.orders.cancel(trx, found.order, line, { traveller: true, fee }, at);
      if (refund === null) return false;
      const user = await this.userOf(trx, found.order.user_id);
      await this.options.mails?.cancelled(
        trx,
        found.order,
        user,
        { ...line, status: 'cancelled' },
        { refund, fee },
        at,
      );
      return true;
    });
    if (!done) throw new HttpError(409, 'not_cancellable', 'This reservation can no longer be cancelled.', {});
    this.options.afterCommit?.();
    return this.order(auth, reference);
  }

  /**
   * A partner (a guide or an agency) answers a booking of their trip from their space (the caller
   * checked the trip is theirs), with a reason sent to the traveller when refusing. Sent again with the same
   * `Idempotency-Key` (a phone retrying on a weak connection), it answers the same and changes
   * nothing; any other answer to a line already answered is 409 `already_answered`, and one that
   * comes after the deadline refused it is 409 `answer_too_late`.
   */
  async answerAsGuide(lineId: number, to: 'confirmed' | 'refused', note: string | null, key: string | undefined) {
    requireIdempotencyKey(key);
    const line = await this.orders.line(lineId);
    if (line.status === 'pending_provider') {
      const moved = await this.answerLine(lineId, to, to === 'refused' ? 'refused' : null, {
        key,
        note,
      });
      if (moved) return;
    }
    const answers = await this.orders.answersOf(lineId);
    if (answers.some((a) => a.data !== null && (JSON.parse(a.data) as { key?: string }).key === key)) return;
    const now = await this.orders.line(lineId);
    if (answers.some((a) => a.type === 'provider_silent'))
      throw new HttpError(
        409,
        'answer_too_late',
        'The time to answer has passed: the booking was refused and refunded.',
        {
          status: now.status,
        },
      );
    throw new HttpError(409, 'already_answered', 'This reservation has already been answered or cancelled.', {
      status: now.status,
    });
  }

  /**
   * The provider cancels a booking it sold and can no longer honour (a guide cancels a departure):
   * its places are given back, the traveller is refunded in full and told. False when the line was
   * no longer awaiting an answer or confirmed (already refused or cancelled).
   */
  async cancelByProvider(lineId: number): Promise<boolean> {
    const at = this.now().toISOString();
    const done = await this.orders.transaction(async (trx) => {
      const line = await this.orders.line(lineId, trx);
      const order = await this.orders.order(line.order_id, trx);
      const refund = await this.orders.cancel(trx, order, line, { traveller: false }, at);
      if (refund === null) return false;
      const user = await this.userOf(trx, order.user_id);
      await this.options.mails?.cancelledByProvider(trx, order, user, { ...line, status: 'cancelled' }, refund, at);
      return true;
    });
    if (done) this.options.afterCommit?.();
    return done;
  }

  /** Moves a paid line to the provider's answer (or its silence), with its refund and e-mail. */
  private async answerLine(
    lineId: number,
    to: 'confirmed' | 'refused',
    reason: 'refused' | 'deadline' | null,
    given: { key: string; note: string | null } | null = null,
  ): Promise<boolean> {
    const at = this.now().toISOString();
    const moved = await this.orders.transaction(async (trx) => {
      const answered = await this.orders.answer(trx, lineId, to, reason, given, at);
      if (!answered) return false;
      const { order, line } = answered;
      const user = await this.userOf(trx, order.user_id);
      const answer = to === 'confirmed' ? 'confirmed' : reason === 'deadline' ? 'unanswered' : 'refused';
      await this.options.mails?.answered(
        trx,
        order,
        user,
        line,
        answer,
        to === 'refused' && order.paid_attempt_id !== null ? line.total_millimes : 0,
        at,
        to === 'refused' ? (given?.note ?? null) : null,
      );
      return true;
    });
    if (moved) this.options.afterCommit?.();
    return moved;
  }

  /** The line and order a signed link names; 403 if the link is not ours (or, to answer, has expired). */
  private async linkTarget(link: ProviderLink, answering: boolean) {
    const links = this.options.links;
    const verdict = links ? links.check(link, this.now()) : 'forged';
    if (verdict === 'forged') throw new HttpError(403, 'invalid_answer_link', 'This link is not valid.');
    const line = await this.orders.findLine(link.line);
    // No link is signed for a kind no provider answers (a flight).
    if (!line || !adapterOf(this.adapters, line.kind).answerView)
      throw new HttpError(403, 'invalid_answer_link', 'This link is not valid.');
    const order = await this.orders.order(line.order_id);
    if (answering && line.status !== 'pending_provider')
      throw new HttpError(409, 'already_answered', 'This reservation has already been answered or cancelled.', {
        status: line.status,
      });
    if (answering && verdict === 'expired')
      throw new HttpError(403, 'answer_link_expired', 'The time to answer this reservation has passed.');
    return { line, order };
  }

  private userOf(trx: Transaction<Database>, id: number) {
    return this.orders.traveller(id, trx);
  }

  /**
   * Ends the holds whose time is up: the order moves held → released and its rooms are given back,
   * in one transaction whose first step is that conditional move, so a payment verified at the same
   * moment and this release cannot both win. Answers the references released.
   */
  async releaseExpiredHolds(): Promise<string[]> {
    const at = this.now().toISOString();
    const released: string[] = [];
    for (const { reference } of await this.orders.expiredHolds(at))
      if (await this.releaseHold(reference, at)) released.push(reference);
    return released;
  }

  /** Releases one order whose hold has ended, if it is still held. */
  private releaseHold(reference: string, at: string): Promise<boolean> {
    return this.orders.transaction(async (trx) => {
      const found = await this.orders.find(reference, trx);
      if (!found || found.order.hold_expires_at > at) return false;
      return this.orders.release(trx, found.order, 'hold_expired', at);
    });
  }
}
