import type { StayReservation } from '../../../domain/contract/reservations.ts';
import { type AllDayEvent, downloadIcs, icsCalendar } from './ics.ts';

/** The texts of a stay's calendar event, in the page's language. */
export interface StayEventTexts {
  name: string;
  address: string;
  /** Lines of the description: the reference first. */
  details: string[];
}

/** Only a stay that is to happen goes in a calendar: awaiting the hotel (tentative) or confirmed. */
export const hasCalendarEvent = (r: StayReservation) =>
  r.order_status !== 'unsettled' && (r.status === 'pending_provider' || r.status === 'confirmed');

/** A stay as an all-day event from arrival to departure; its UID is the line's, so a new download updates it. */
export function stayEvent(r: StayReservation, texts: StayEventTexts): AllDayEvent {
  return {
    uid: `${r.reference}-${r.line_id}@rihla`,
    start: r.arrival,
    end: r.departure,
    summary: texts.name,
    location: [texts.name, texts.address].filter(Boolean).join(', '),
    description: texts.details.join('\n'),
    status: r.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  };
}

/** « Ajouter au calendrier »: the .ics file is made on the device, so it works offline. */
export function downloadStayEvent(r: StayReservation, texts: StayEventTexts, now = new Date()): void {
  downloadIcs(`rihla-${r.reference}-${r.line_id}.ics`, icsCalendar([stayEvent(r, texts)], now));
}
