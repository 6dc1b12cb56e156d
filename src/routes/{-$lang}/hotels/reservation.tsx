import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../../app/i18n.ts';
import { ReservationPage } from '../../../features/booking/reservation-page.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/reservation')({
  beforeLoad: () => loadBookingMessages(),
  component: ReservationPage,
});
