/** Where a booking stands after it is sent or paid (spec §4's reservation lifecycle). */
export const BOOKING_OUTCOMES = ['pending', 'confirmed', 'paid', 'payment_failed', 'unpaid'] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];

/** The confirmation page's URL state: `?status=&ref=` (a pending request when no status is given). */
export interface ConfirmationSearch {
  status?: BookingOutcome | undefined;
  ref?: string | undefined;
}

export function parseConfirmationSearch(raw: Record<string, unknown>): ConfirmationSearch {
  const out: ConfirmationSearch = {};
  if (typeof raw.status === 'string' && (BOOKING_OUTCOMES as readonly string[]).includes(raw.status))
    out.status = raw.status as BookingOutcome;
  if (typeof raw.ref === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(raw.ref)) out.ref = raw.ref;
  return out;
}
