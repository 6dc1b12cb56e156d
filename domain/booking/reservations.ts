import { addDays } from '../rental.ts';
import { type BookingKind, KIND_RULES } from './kinds.ts';
import type { LineState, OrderState } from './states.ts';

/**
 * What the traveller's dashboard and offline wallet list (spec §4's reservation lifecycle): a line
 * once it is recorded, paid and then answered by the provider or cancelled. A line still held for
 * payment, or released unpaid, is no reservation; a line of an `unsettled` order is shown whatever
 * its state, so that the traveller knows to contact customer service.
 */
export const RECORDED_LINE_STATES: readonly LineState[] = ['pending_provider', 'confirmed', 'refused', 'cancelled'];

export const isRecorded = (line: LineState, order: OrderState) =>
  RECORDED_LINE_STATES.includes(line) || order === 'unsettled';

/**
 * Whether the traveller may still ask to cancel a line: awaiting the provider's answer or
 * confirmed, and `today` (Tunisia's calendar) not past its kind's last day to cancel before its
 * first day (YYYY-MM-DD, domain/booking/kinds.ts). The cancellation call decides the fee; this
 * only says whether to offer it.
 */
export const isCancellable = (kind: BookingKind, line: LineState, arrival: string, today: string) =>
  (line === 'pending_provider' || line === 'confirmed') &&
  today <= addDays(arrival, -KIND_RULES[kind].cancelDaysBefore);
