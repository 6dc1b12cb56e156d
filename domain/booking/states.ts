/**
 * Every state an order and its lines go through, and the only moves allowed between them (issue 24).
 * The server enforces them (a conditional update from the expected state); nothing else decides a
 * state.
 */

/**
 * An order: `held` while its rooms are held for payment; `paid` once a payment was verified;
 * `requested` when it has nothing to pay online (a car paid at pickup, domain/booking/kinds.ts):
 * recorded at once, its lines asked of their providers; `released` when the hold ended unpaid
 * (nothing recorded, rooms freed); `unsettled` when money may have arrived but could not be settled
 * (not verified, or after the hold with the rooms gone: it is refunded); `cancelled` when every
 * line was cancelled or refused.
 */
export const ORDER_STATES = ['held', 'paid', 'requested', 'released', 'unsettled', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_MOVES: Record<OrderState, readonly OrderState[]> = {
  held: ['paid', 'released', 'unsettled'],
  // A payment verified after the hold expired: the rooms retaken (paid) or gone (unsettled).
  released: ['paid', 'unsettled'],
  unsettled: ['paid', 'cancelled'],
  paid: ['cancelled'],
  requested: ['cancelled'],
  cancelled: [],
};

/**
 * A line (one stay, one rental…): `held` with its order; `pending_provider` once paid (or at once
 * when nothing is paid online), until the provider answers; then `confirmed` or `refused` —
 * or `confirmed` straight from `held` when Rihla sells it itself (event seats, flights:
 * domain/booking/kinds.ts); `released` with an unpaid order; `cancelled` by the traveller.
 */
export const LINE_STATES = ['held', 'pending_provider', 'confirmed', 'refused', 'released', 'cancelled'] as const;
export type LineState = (typeof LINE_STATES)[number];

export const LINE_MOVES: Record<LineState, readonly LineState[]> = {
  held: ['pending_provider', 'confirmed', 'released'],
  released: ['pending_provider', 'confirmed'],
  pending_provider: ['confirmed', 'refused', 'cancelled'],
  confirmed: ['cancelled'],
  refused: [],
  cancelled: [],
};

/** The states a line may move to `to` from: what a conditional update checks. */
export function movableFrom<S extends string>(moves: Record<S, readonly S[]>, to: S): S[] {
  return (Object.keys(moves) as S[]).filter((from) => moves[from].includes(to));
}

/** Throws when a move the server is about to make is not in `moves`: no move outside this file. */
export function assertMoves<S extends string>(moves: Record<S, readonly S[]>, from: readonly S[], to: S): void {
  for (const state of from) if (!moves[state]?.includes(to)) throw new Error(`${state} → ${to} is not an allowed move`);
}

/** Lines that hold rooms (taken in `room_nights`). */
export const HOLDING_LINE_STATES: readonly LineState[] = ['held', 'pending_provider', 'confirmed'];

/** Payment takes at most this long at the gateway; the rooms are held 5 minutes more (issue 24). */
export const PAYMENT_SESSION_MINUTES = 15;
export const HOLD_MINUTES = PAYMENT_SESSION_MINUTES + 5;

/**
 * A payment attempt: `created` once written, before the traveller leaves for the gateway;
 * `pending` once the gateway gave its page; then what the gateway says when asked: `paid`
 * (status, amount, currency and our reference all verified), `failed` (declined, abandoned or
 * expired); `superseded` when a newer attempt replaced it (one live attempt per order: it is
 * still asked, since a gateway may take money on an old page); `mismatch` when the gateway says
 * paid but its amount, currency or reference differ from ours (never paid, the operator checks).
 */
export const ATTEMPT_STATES = ['created', 'pending', 'paid', 'failed', 'superseded', 'mismatch'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export const ATTEMPT_MOVES: Record<AttemptState, readonly AttemptState[]> = {
  created: ['pending', 'failed', 'superseded'],
  pending: ['paid', 'failed', 'superseded', 'mismatch'],
  superseded: ['paid', 'failed', 'mismatch'],
  paid: [],
  failed: [],
  mismatch: [],
};

/** Attempts the gateway may still settle: the re-check job asks about these. */
export const OPEN_ATTEMPT_STATES: readonly AttemptState[] = ['pending', 'superseded'];

/**
 * A refund: `requested` when decided (same transaction as its cause); `done` once the gateway
 * refunded; `failed` when the gateway refused or could not be reached (tried again); `manual`
 * when the gateway cannot refund it (or kept failing): the operator refunds by hand.
 */
export const REFUND_STATES = ['requested', 'done', 'failed', 'manual'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_MOVES: Record<RefundState, readonly RefundState[]> = {
  requested: ['done', 'failed', 'manual'],
  // Tried again: refunded, failed once more (its tries counted), or left to the operator.
  failed: ['done', 'failed', 'manual'],
  done: [],
  manual: ['done'],
};

/** Why money goes back: a second paid attempt, a payment after the rooms were gone, the hotel's refusal or silence, the traveller's cancellation. */
export const REFUND_REASONS = [
  'second_payment',
  'late_payment',
  'refused',
  'deadline',
  'cancelled',
  'provider_cancelled',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund the gateway failed this many times goes to the operator. */
export const REFUND_TRIES = 3;

/** The re-check job asks the gateway about attempts left open this long, then every run. */
export const RECHECK_AFTER_MINUTES = 1;

/**
 * How often an attempt left open is asked about, by its age: every run in its first hour, then
 * less and less; after a week no more (the operator's `stuck` list shows it). A gateway is not
 * asked every minute for ever about pages nobody will pay.
 */
export const RECHECK_SCHEDULE: readonly { untilAgeMinutes: number; everyMinutes: number }[] = [
  { untilAgeMinutes: 60, everyMinutes: RECHECK_AFTER_MINUTES },
  { untilAgeMinutes: 24 * 60, everyMinutes: 15 },
  { untilAgeMinutes: 7 * 24 * 60, everyMinutes: 6 * 60 },
];
/** `npm run orders -- stuck` lists payments pending at the gateway for longer than this. */
export const STUCK_PAYMENT_MINUTES = 30;
