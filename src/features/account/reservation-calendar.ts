import type { BookingKind } from '../../../domain/booking/kinds.ts';
import type { Reservation } from '../../../domain/contract/reservations.ts';
import { addDays } from '../../../domain/rental.ts';
import { type AllDayEvent, downloadIcs, icsCalendar } from './ics.ts';
import type { ReservationOf } from './reservation-kinds.ts';

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

type Days = { start: string; end: string };
const oneDay = (r: { date: string }): Days => ({ start: r.date, end: addDays(r.date, 1) });
const fromTo = (r: { date: string; end: string }): Days => ({ start: r.date, end: addDays(r.end, 1) });
const stay = (r: { arrival: string; departure: string }): Days => ({ start: r.arrival, end: r.departure });
const rental = (r: { from: string; to: string }): Days => ({ start: r.from, end: addDays(r.to, 1) });

/** Each kind's first day and the day after its last (RFC 5545's DTEND is not included). */
const DAYS: { [K in BookingKind]: (r: ReservationOf<K>) => Days } = {
  hotel: stay,
  maison: stay,
  restaurant: oneDay,
  event: oneDay,
  activity: oneDay,
  flight: oneDay,
  vehicle: rental,
  bus: rental,
  circuit: fromTo,
  voyage: fromTo,
};

const daysOf = (r: Reservation): Days => (DAYS[r.kind] as (r: Reservation) => Days)(r);

/** « Ajouter au calendrier »: the .ics file is made on the device, so it works offline. */
export function downloadStayEvent(r: Reservation, texts: StayEventTexts, now = new Date()): void {
  downloadIcs(`rihla-${r.reference}-${r.line_id}.ics`, icsCalendar([stayEvent(r, texts)], now));
}
