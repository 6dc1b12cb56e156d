import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadReserveMessages } from '../../../app/i18n.ts';
import { VoyagePage } from '../../../features/guides-and-tours/components/voyage-page.tsx';
import { voyageParams } from '../../../lib/item-id-params.ts';

// The departures and the party form come after the page, with the reservation pages' messages.
const VoyageBooking = lazy(() =>
  Promise.all([import('../../../features/booking/voyage-booking.tsx'), loadReserveMessages()]).then(([m]) => ({
    default: m.VoyageBooking,
  })),
);

export const Route = createFileRoute('/{-$lang}/allguides/$id_/voyages/$voyage')({
  params: voyageParams,
  component: () => <VoyagePage Booking={VoyageBooking} />,
});
