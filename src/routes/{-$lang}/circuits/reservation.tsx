import { createFileRoute } from '@tanstack/react-router';
import { loadReserveMessages } from '../../../app/i18n.ts';
import { CircuitReservationPage } from '../../../features/booking/circuit-reservation-page.tsx';

/** `?circuit=slug`: the circuit chosen on its page. */
const parseSearch = (raw: Record<string, unknown>): { circuit?: string } =>
  typeof raw.circuit === 'string' && /^[a-z0-9-]{1,120}$/.test(raw.circuit) ? { circuit: raw.circuit } : {};

export const Route = createFileRoute('/{-$lang}/circuits/reservation')({
  validateSearch: parseSearch,
  beforeLoad: () => loadReserveMessages(),
  component: CircuitReservationPage,
});
