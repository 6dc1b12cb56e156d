/**
 * Every state an order and its lines go through, and the only moves allowed between them (issue 24).
 * The server enforces them (a conditional update from the expected state); nothing else decides a
 * state.
 */

/**
 * An order: `held` while its rooms are held for payment; `paid` once a payment was verified;
 * `released` when the hold ended unpaid (nothing recorded, rooms freed); `unsettled` when money may
 * have arrived but could not be settled (not verified, or after the hold with the rooms gone: it is
 * refunded); `cancelled` when the traveller cancelled everything.
 */
export const ORDER_STATES = ['held', 'paid', 'released', 'unsettled', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_MOVES: Record<OrderState, readonly OrderState[]> = {
  held: ['paid', 'released', 'unsettled'],
  // A payment verified after the hold expired: the rooms retaken (paid) or gone (unsettled).
  released: ['paid', 'unsettled'],
  unsettled: ['paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: [],
};

/**
 * A line (one stay): `held` with its order; `pending_provider` once paid, until the hotel answers;
 * then `confirmed` or `refused`; `released` with an unpaid order; `cancelled` by the traveller.
 */
export const LINE_STATES = ['held', 'pending_provider', 'confirmed', 'refused', 'released', 'cancelled'] as const;
export type LineState = (typeof LINE_STATES)[number];

export const LINE_MOVES: Record<LineState, readonly LineState[]> = {
  held: ['pending_provider', 'released'],
  released: ['pending_provider'],
  pending_provider: ['confirmed', 'refused', 'cancelled'],
  confirmed: ['cancelled'],
  refused: [],
  cancelled: [],
};

/** The states a line may move to `to` from: what a conditional update checks. */
export function movableFrom<S extends string>(moves: Record<S, readonly S[]>, to: S): S[] {
  return (Object.keys(moves) as S[]).filter((from) => moves[from].includes(to));
}

/** Lines that hold rooms (taken in `room_nights`). */
export const HOLDING_LINE_STATES: readonly LineState[] = ['held', 'pending_provider', 'confirmed'];

/** Payment takes at most this long at the gateway; the rooms are held 5 minutes more (issue 24). */
export const PAYMENT_SESSION_MINUTES = 15;
export const HOLD_MINUTES = PAYMENT_SESSION_MINUTES + 5;
