import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  ATTEMPT_MOVES,
  movableFrom,
  OPEN_ATTEMPT_STATES,
  ORDER_MOVES,
  PAYMENT_SESSION_MINUTES,
  REFUND_TRIES,
} from '../../../domain/booking/states.ts';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import type { Database, PaymentAttemptsTable } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { adapterOf, type BookingAdapters } from '../bookings/booking-adapter.ts';
import { type OrderLifecycle, UnitsGone } from '../orders/order-lifecycle.ts';
import type { OrderMails } from '../orders/order-mails.ts';
import type { PaymentGateway, Signal, Verification } from './gateway.ts';
import { PaymentsRepository } from './payments.repository.ts';

const IDEMPOTENCY_KEY = /^[\w-]{8,120}$/;
type Attempt = Selectable<PaymentAttemptsTable>;

/** Where the traveller's browser is sent once a payment is settled, or could not be. */
export type PaymentOutcome = 'success' | 'failure' | 'unsettled';

export interface Settled {
  order: string;
  locale: Locale;
  outcome: PaymentOutcome;
  /** The order is still held (its payment open): the traveller may try again. */
  held: boolean;
  /** The signal was refused (a forged checksum): nothing changed. */
  refused: boolean;
  /** The page every line's kind ends on when it has one of its own (circuits/confirmation), else null. */
  ownPage: string | null;
}

/** Our attempt references: `PA-` and 20 random hex digits, never guessable from an order. */
const newAttemptRef = () => `PA-${randomBytes(10).toString('hex').toUpperCase()}`;

/**
 * Payment of held orders through the configured gateway (issue 24). An attempt is written before
 * the traveller leaves for the gateway; callbacks, returns and the periodic re-check only make the
 * server ask the gateway, and an order is paid only when the gateway's own answer matches the
 * attempt's amount, currency and reference. Every move is conditional on the state it leaves, and
 * its events and e-mails are written in the same transaction.
 */
export class PaymentsService {
  private readonly payments: PaymentsRepository;
  private readonly orders: OrderLifecycle;
  private readonly adapters: BookingAdapters;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly gateway: PaymentGateway,
    private readonly mails: OrderMails,
    private readonly options: {
      /** The one writer of orders' and lines' states, shared with orders. */
      lifecycle: OrderLifecycle;
      publicUrl: string;
      now?: () => Date;
      /** Called after a transaction that queued e-mails committed (the outbox drains). */
      afterCommit?: () => void;
      logError?: (error: unknown, message: string) => void;
      /** The kinds' adapters the app shares. */
      adapters: BookingAdapters;
    },
  ) {
    this.payments = new PaymentsRepository(db);
    this.orders = options.lifecycle;
    this.adapters = options.adapters;
  }

  private now() {
    return (this.options.now ?? (() => new Date()))();
  }

  /**
   * `POST /orders/{reference}/payments`: opens a payment of a held order at the gateway and
   * answers where to send the traveller. The same `Idempotency-Key` answers the same attempt; a
   * new one replaces the order's live attempt (one at a time).
   */
  async start(auth: Authed, reference: string, key: string | undefined) {
    if (!key || !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header (8 to 120 letters, digits, - or _).',
      );
    const found = await this.orders.find(reference);
    if (!found || found.order.user_id !== auth.user.id)
      throw new HttpError(404, 'order_not_found', 'No order of yours has this reference.');
    const { order } = found;
    const replay = await this.payments.byKey(order.id, key);
    if (replay) return { payment: paymentOf(replay) };
    const at = this.now();
    if (order.status !== 'held' || Date.parse(order.hold_expires_at) <= at.getTime())
      throw new HttpError(409, 'order_not_payable', 'This order can no longer be paid.', { status: order.status });

    const attemptRef = newAttemptRef();
    let attemptId: number;
    try {
      attemptId = await this.orders.transaction(async (trx) => {
        for (const live of await this.payments.ofOrder(order.id, trx))
          if (live.status === 'created' || live.status === 'pending')
            await this.payments.move(trx, live.id, [live.status], 'superseded', at.toISOString());
        const id = await this.payments.insert(trx, {
          order_id: order.id,
          reference: attemptRef,
          provider: this.gateway.name,
          gateway_ref: null,
          status: 'created',
          amount_millimes: order.total_millimes,
          currency: 'TND',
          idempotency_key: key,
          redirect_url: null,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
          checked_at: null,
        });
        await this.orders.note(trx, {
          order_id: order.id,
          type: 'payment_started',
          to: 'created',
          data: { attempt: attemptRef, provider: this.gateway.name },
          at: at.toISOString(),
        });
        return id;
      });
    } catch (error) {
      const winner = await this.payments.byKey(order.id, key);
      if (winner) return { payment: paymentOf(winner) };
      throw error;
    }

    const back = (path: string) => `${this.options.publicUrl}/utilisateur/payments/${path}?attempt=${attemptRef}`;
    try {
      const created = await this.gateway.create({
        attemptRef,
        orderReference: order.reference,
        amountMillimes: order.total_millimes,
        currency: 'TND',
        description: `Rihla ${order.reference}`,
        customer: {
          firstName: auth.user.first_name,
          lastName: auth.user.last_name,
          email: auth.user.email,
          phone: auth.user.phone,
        },
        locale: localeOf(order.locale),
        returnUrl: back('return'),
        // Only a hint for the page the traveller sees next: what the gateway says decides.
        failUrl: `${back('return')}&via=fail`,
        callbackUrl: back('callback'),
        lifespanMinutes: PAYMENT_SESSION_MINUTES,
      });
      await this.payments.move(this.db, attemptId, ['created'], 'pending', this.now().toISOString(), {
        gateway_ref: created.gatewayRef,
        redirect_url: created.redirectUrl,
      });
    } catch (error) {
      await this.payments.move(this.db, attemptId, ['created'], 'failed', this.now().toISOString());
      // What the gateway said is for the operator's log (wrong keys show here), not for the traveller.
      this.options.logError?.(error, `${this.gateway.name} did not open payment ${attemptRef}`);
      throw new HttpError(502, 'gateway_unavailable', 'The payment service did not answer; try again.');
    }
    const attempt = await this.payments.byReference(attemptRef);
    return { payment: paymentOf(attempt!) };
  }

  /** The attempt a callback or return is about: ours by its `attempt` query, or the gateway's reference. */
  async attemptOf(signal: Signal): Promise<Attempt | undefined> {
    const ours = signal.query.attempt;
    // Some gateways append their own `?name=value` to a URL that already has a query: the
    // reference is what starts the value.
    const reference = typeof ours === 'string' ? ours.match(/^PA-[0-9A-F]{20}(?![0-9A-F])/)?.[0] : undefined;
    if (reference) return this.payments.byReference(reference);
    const theirs = this.gateway.signalRef(signal);
    return theirs ? this.payments.byGatewayRef(this.gateway.name, theirs) : undefined;
  }

  /**
   * Asks the gateway how an attempt stands and applies the answer once (a callback, a return and
   * the re-check may all arrive together: only the first conditional move acts). Answers where
   * the order stands for the traveller, and whether the signal was refused as forged.
   */
  async settle(attemptRef: string, signal?: Signal): Promise<Settled | null> {
    const attempt = await this.payments.byReference(attemptRef);
    if (!attempt) return null;
    let refused = false;
    if (OPEN_ATTEMPT_STATES.includes(attempt.status) && attempt.gateway_ref) {
      let verification: Verification;
      try {
        verification = await this.gateway.verify(attempt.gateway_ref, signal);
      } catch (error) {
        verification = { state: 'unknown', reason: error instanceof Error ? error.message : String(error) };
      }
      refused = verification.state === 'refused';
      // A refused signal asked nothing: it does not put off the next re-check.
      if (!refused) await this.payments.checked(attempt.id, this.now().toISOString());
      await this.apply(attempt, verification);
    }
    return { ...(await this.outcomeOf(attempt.order_id)), refused };
  }

  /** Re-asks the gateway about attempts left open (lost callbacks, travellers who never came back). */
  async recheck(): Promise<number> {
    const open = await this.payments.dueForRecheck(this.now());
    for (const { reference } of open) await this.settle(reference);
    return open.length;
  }

  /** Sends requested refunds to the gateway; those it cannot do, or keeps failing, go to the operator. */
  async processRefunds(): Promise<number> {
    let done = 0;
    for (const refund of await this.payments.refundsToTry()) {
      const at = this.now().toISOString();
      let result: 'done' | 'failed' | 'manual';
      let error: string | null = null;
      try {
        result = this.refundable(refund)
          ? await this.gateway.refund(refund.gateway_ref!, refund.amount_millimes)
          : 'manual';
      } catch (e) {
        result = 'failed';
        error = e instanceof Error ? e.message : String(e);
      }
      const tries = refund.tries + 1;
      if (result === 'failed' && tries >= REFUND_TRIES) result = 'manual';
      const moved = await this.orders.transaction(async (trx) => {
        if (!(await this.payments.moveRefund(trx, refund.id, refund.status, result, at, { tries, last_error: error })))
          return false;
        await this.orders.note(trx, {
          order_id: refund.order_id,
          type: `refund_${result}`,
          data: { refund: refund.id, amount_millimes: refund.amount_millimes },
          at,
        });
        if (result === 'manual') {
          const order = await this.orders.order(refund.order_id, trx);
          await this.mails.operator(
            trx,
            `refund-manual:${refund.id}`,
            order,
            'remboursement à faire à la main',
            `Rembourser ${refund.amount_millimes} millimes au voyageur : la passerelle ${this.gateway.name} ne l’a pas fait${error ? ` (${error})` : ''}.`,
            at,
          );
        }
        return true;
      });
      if (moved && result === 'done') done++;
      if (moved && result === 'manual') this.options.afterCommit?.();
    }
    return done;
  }

  /** Whether the gateway can give this refund back itself (some refund only whole payments). */
  private refundable(refund: { gateway_ref: string | null; amount_millimes: number; paid_millimes: number }) {
    if (!refund.gateway_ref) return false;
    if (this.gateway.refunds === 'full') return refund.amount_millimes === refund.paid_millimes;
    return this.gateway.refunds === 'any';
  }

  /** Applies what the gateway said about an open attempt. */
  private async apply(attempt: Attempt, verification: Verification) {
    const at = this.now().toISOString();
    if (verification.state === 'pending') return;
    if (verification.state === 'refused') {
      // Kept in the order's history for the operator; the attempt stays open and is asked again.
      await this.orders.note(this.db, {
        order_id: attempt.order_id,
        type: 'payment_signal_refused',
        data: { attempt: attempt.reference, reason: verification.reason },
        at,
      });
      return;
    }
    if (verification.state === 'unknown') {
      await this.orders.transaction(async (trx) => {
        const order = await this.orderOf(trx, attempt.order_id);
        await this.orders.note(trx, {
          order_id: order.id,
          type: 'payment_unverified',
          data: { attempt: attempt.reference, reason: verification.reason },
          at,
        });
        await this.mails.operator(
          trx,
          `unverified:${attempt.reference}`,
          order,
          'paiement non vérifiable',
          `La passerelle ${this.gateway.name} n’a pas pu confirmer l’état du paiement ${attempt.reference} (${verification.reason}). Le contrôle périodique continue de la consulter.`,
          at,
        );
      });
      this.options.afterCommit?.();
      return;
    }
    if (verification.state === 'failed') {
      await this.orders.transaction(async (trx) => {
        if (!(await this.payments.move(trx, attempt.id, movableFrom(ATTEMPT_MOVES, 'failed'), 'failed', at))) return;
        const order = await this.orderOf(trx, attempt.order_id);
        await this.orders.note(trx, {
          order_id: order.id,
          type: 'payment_failed',
          from: attempt.status,
          to: 'failed',
          data: { attempt: attempt.reference },
          at,
        });
        // Only the order's live attempt decides for it: an older page that failed changes nothing.
        if (attempt.status !== 'pending') return;
        await this.orders.release(trx, order, 'payment_declined', at);
      });
      return;
    }
    const matches =
      verification.amountMillimes === attempt.amount_millimes &&
      verification.currency === attempt.currency &&
      verification.attemptRef === attempt.reference;
    if (!matches) {
      await this.orders.transaction(async (trx) => {
        if (!(await this.payments.move(trx, attempt.id, movableFrom(ATTEMPT_MOVES, 'mismatch'), 'mismatch', at)))
          return;
        const order = await this.orderOf(trx, attempt.order_id);
        const said = `${verification.amountMillimes} ${verification.currency}, ${verification.attemptRef}`;
        await this.orders.note(trx, {
          order_id: order.id,
          type: 'payment_mismatch',
          data: { attempt: attempt.reference, gateway: said },
          at,
        });
        await this.orders.unsettle(trx, order, ['held'], 'order_unsettled', at);
        await this.mails.operator(
          trx,
          `mismatch:${attempt.reference}`,
          order,
          'paiement non conforme',
          `La passerelle dit le paiement ${attempt.reference} payé, mais pas comme demandé : ${said} au lieu de ${attempt.amount_millimes} ${attempt.currency}, ${attempt.reference}. Rien n’est marqué payé.`,
          at,
        );
      });
      this.options.afterCommit?.();
      return;
    }
    await this.paid(attempt, at);
    this.options.afterCommit?.();
  }

  /**
   * A verified payment: the held order is paid and its lines wait for the providers; an order
   * whose hold ended takes its rooms again if they are all still free; an order already paid (a
   * second attempt paid too) or whose rooms are gone is refunded.
   */
  private async paid(attempt: Attempt, at: string) {
    try {
      await this.orders.transaction(async (trx) => {
        if (!(await this.payments.move(trx, attempt.id, movableFrom(ATTEMPT_MOVES, 'paid'), 'paid', at))) return;
        const order = await this.orderOf(trx, attempt.order_id);
        const payEvent = { order_id: order.id, type: 'payment_verified', data: { attempt: attempt.reference }, at };
        await this.orders.note(trx, payEvent);
        const paid = await this.orders.pay(trx, order, attempt.id, at);
        if (paid) {
          await this.mails.paid(trx, paid.order, await this.userOf(trx, order.user_id), paid.lines, at);
          return;
        }
        // Already paid by another attempt, cancelled or unsettled: this money goes back.
        await this.payments.requestRefund(
          trx,
          {
            order_id: order.id,
            attempt_id: attempt.id,
            amount_millimes: attempt.amount_millimes,
            reason: 'second_payment',
          },
          at,
        );
        await this.orders.note(trx, { order_id: order.id, type: 'second_payment_refunded', data: payEvent.data, at });
      });
    } catch (error) {
      if (!(error instanceof UnitsGone)) throw error;
      await this.orders.transaction(async (trx) => {
        if (!(await this.payments.move(trx, attempt.id, movableFrom(ATTEMPT_MOVES, 'paid'), 'paid', at))) return;
        const order = await this.orderOf(trx, attempt.order_id);
        await this.orders.note(trx, {
          order_id: order.id,
          type: 'payment_verified',
          data: { attempt: attempt.reference },
          at,
        });
        const unsettled = movableFrom(ORDER_MOVES, 'unsettled');
        if (!(await this.orders.unsettle(trx, order, unsettled, 'late_payment_rooms_gone', at))) return;
        await this.payments.requestRefund(
          trx,
          {
            order_id: order.id,
            attempt_id: attempt.id,
            amount_millimes: attempt.amount_millimes,
            reason: 'late_payment',
          },
          at,
        );
        const { lines } = (await this.orders.find(order.reference, trx))!;
        await this.mails.lateRefund(trx, order, await this.userOf(trx, order.user_id), lines, at);
        await this.mails.operator(
          trx,
          `late-payment:${order.reference}`,
          { ...order, status: 'unsettled' },
          'paiement arrivé trop tard',
          `Le paiement ${attempt.reference} est arrivé après la fin de la réservation temporaire et les chambres ne sont plus libres : il est remboursé automatiquement.`,
          at,
        );
      });
    }
  }

  /** Where an order stands for its payment pages. */
  private async outcomeOf(orderId: number) {
    const order = await this.orders.order(orderId);
    const outcome: PaymentOutcome =
      order.status === 'paid'
        ? 'success'
        : order.status === 'released' && !(await this.unverified(order.id))
          ? 'failure'
          : 'unsettled';
    const pages = new Set(
      (await this.orders.kindsOf(orderId)).map((kind) => adapterOf(this.adapters, kind).confirmationPage ?? null),
    );
    return {
      order: order.reference,
      locale: localeOf(order.locale),
      outcome,
      held: order.status === 'held',
      // A circuit's booking ends on its own page (spec §2: circuits/confirmation), if it is all the order holds.
      ownPage: pages.size === 1 ? [...pages][0]! : null,
    };
  }

  /** Whether the order's live attempt could not be settled (still open at the gateway). */
  private async unverified(orderId: number) {
    const [latest] = await this.payments.ofOrder(orderId);
    return latest !== undefined && OPEN_ATTEMPT_STATES.includes(latest.status);
  }

  private orderOf(trx: Transaction<Database>, id: number) {
    return this.orders.order(id, trx);
  }

  private userOf(trx: Transaction<Database>, id: number) {
    return this.orders.traveller(id, trx);
  }
}

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : 'fr');

function paymentOf(attempt: Attempt) {
  return {
    reference: attempt.reference,
    status: attempt.status,
    amount_millimes: attempt.amount_millimes,
    redirect_url: attempt.redirect_url,
  };
}
