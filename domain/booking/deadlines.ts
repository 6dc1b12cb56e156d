import { tunisiaDateTime } from '../dates.ts';
import { addDays } from '../rental.ts';

/** The hotel answers a paid reservation within this long… */
export const ANSWER_WITHIN_MS = 24 * 3_600_000;
/** …but a last-minute booking still leaves it this long, whatever the arrival. */
export const MIN_ANSWER_MS = 2 * 3_600_000;

/**
 * When a paid reservation nobody answered is refused (issue 24): the earlier of 24 hours after
 * payment and noon, Tunisia time, the day before arrival — never less than two hours after
 * payment, so that a booking made the evening before arrival is not refused the moment it is paid.
 */
export function answerDeadline(paidAt: Date, arrival: string): Date {
  const dayBefore = addDays(arrival, -1);
  const noonLocal = Date.parse(`${dayBefore}T12:00:00Z`);
  // Tunisia's offset from UTC at that moment, from the zone's data rather than a fixed +1.
  const offset = Date.parse(`${tunisiaDateTime(new Date(noonLocal))}Z`) - noonLocal;
  const noonBefore = noonLocal - offset;
  const paid = paidAt.getTime();
  return new Date(Math.max(Math.min(paid + ANSWER_WITHIN_MS, noonBefore), paid + MIN_ANSWER_MS));
}
