import { createFileRoute } from '@tanstack/react-router';
import { loadReserveMessages } from '../../../app/i18n.ts';
import { SeatReservationPage } from '../../../features/booking/seat-reservation-page.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

/** `?kind=activity`: places at an activity rather than seats at an event. */
const parseSearch = (raw: Record<string, unknown>): { kind?: 'activity' } =>
  raw.kind === 'activity' ? { kind: 'activity' } : {};

export const Route = createFileRoute('/{-$lang}/events/reservation/$id')({
  params: itemIdParams,
  validateSearch: parseSearch,
  beforeLoad: () => loadReserveMessages(),
  component: SeatReservationPage,
});
