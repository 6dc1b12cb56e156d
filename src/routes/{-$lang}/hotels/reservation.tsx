import { createFileRoute } from '@tanstack/react-router';
import { ReservationPage } from '../../../features/booking/reservation-page.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/reservation')({
  component: ReservationPage,
});
