import { createFileRoute } from '@tanstack/react-router';
import { loadReserveMessages } from '../../../app/i18n.ts';
import {
  FlightReservationPage,
  type FlightReservationSearch,
} from '../../../features/booking/flight-reservation-page.tsx';

const KEYS = ['from', 'to', 'date', 'out', 'return', 'in', 'cabin', 'passengers'] as const;

/** The flights chosen on the results page, as given: the page checks them (and the server prices them again). */
const parseSearch = (raw: Record<string, unknown>) =>
  Object.fromEntries(KEYS.filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])) as FlightReservationSearch;

export const Route = createFileRoute('/{-$lang}/vols/reservation')({
  validateSearch: parseSearch,
  beforeLoad: () => loadReserveMessages(),
  component: FlightReservationPage,
});
