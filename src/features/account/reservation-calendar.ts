import { isRental } from '../../../domain/booking/kinds.ts';
import { isSeats } from '../../../domain/booking/seats.ts';
import type { Reservation } from '../../../domain/contract/reservations.ts';
import { addDays } from '../../../domain/rental.ts';
import { type AllDayEvent, downloadIcs, icsCalendar } from './ics.ts';

/** The texts of a reservation's calendar event, in the page's language. */
export interface StayEventTexts {
  name: string;
  address: string;
  /** Lines of the description: the reference first. */
  details: string[];
}

/** Only what is to happen goes in a calendar: awaiting the provider (tentative) or confirmed. */
export const hasCalendarEvent = (r: Reservation) =>
  r.order_status !== 'unsettled' && (r.status === 'pending_provider' || r.status === 'confirmed');

/**
 * An all-day event: a stay from arrival to departure, a rental over its days (`to` included, so
 * the event ends the day after), a circuit or a guide’s trip from its departure to its last day, seats and tables on
 * their day (the time in the summary). Its UID is the line's, so a new download updates it.
 */
export function stayEvent(r: Reservation, texts: StayEventTexts): AllDayEvent {
  return {
    uid: `${r.reference}-${r.line_id}@rihla`,
    ...daysOf(r),
    summary: texts.name,
    location: [texts.name, texts.address].filter(Boolean).join(', '),
    description: texts.details.join('\n'),
    status: r.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  };
}

/** The first day and the day after the last (RFC 5545's DTEND is not included). */
function daysOf(r: Reservation): { start: string; end: string } {
  if (isRental(r)) return { start: r.from, end: addDays(r.to, 1) };
  if (r.kind === 'circuit' || r.kind === 'voyage') return { start: r.date, end: addDays(r.end, 1) };
  if (isSeats(r) || r.kind === 'restaurant' || r.kind === 'flight') return { start: r.date, end: addDays(r.date, 1) };
  return { start: r.arrival, end: r.departure };
}

/** « Ajouter au calendrier »: the .ics file is made on the device, so it works offline. */
export function downloadStayEvent(r: Reservation, texts: StayEventTexts, now = new Date()): void {
  downloadIcs(`rihla-${r.reference}-${r.line_id}.ics`, icsCalendar([stayEvent(r, texts)], now));
}
