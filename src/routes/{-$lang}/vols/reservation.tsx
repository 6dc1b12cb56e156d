import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../../app/i18n.ts';
import {
  FlightReservationPage,
  type FlightReservationSearch,
} from '../../../features/booking/flight-reservation-page.tsx';

const IATA = /^[A-Z]{3}$/;
const NUMBER = /^[A-Z0-9]{2} ?\d{1,4}$/;
const DATE = /^\d{4}-\d\d-\d\d$/;

/** The flights chosen on the results page; what is not valid is dropped (the page then says nothing is chosen). */
function parseSearch(raw: Record<string, unknown>): FlightReservationSearch {
  const out: FlightReservationSearch = {};
  const text = (v: unknown, re: RegExp) => (typeof v === 'string' && re.test(v) ? v : undefined);
  out.from = text(raw.from, IATA);
  out.to = text(raw.to, IATA);
  out.date = text(raw.date, DATE);
  out.out = text(raw.out, NUMBER);
  const back = text(raw.return, DATE);
  const inbound = text(raw.in, NUMBER);
  if (back && inbound) Object.assign(out, { return: back, in: inbound });
  if (raw.cabin === 'business') out.cabin = 'business';
  const passengers = Number(raw.passengers);
  if (Number.isInteger(passengers) && passengers > 1 && passengers <= 9) out.passengers = passengers;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as FlightReservationSearch;
}

export const Route = createFileRoute('/{-$lang}/vols/reservation')({
  validateSearch: parseSearch,
  beforeLoad: () => loadBookingMessages(),
  component: FlightReservationPage,
});
