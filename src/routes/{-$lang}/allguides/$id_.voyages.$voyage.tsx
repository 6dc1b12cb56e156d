import { createFileRoute } from '@tanstack/react-router';
import { VoyageBooking } from '../../../features/booking/lazy-voyage-booking.ts';
import { VoyagePage } from '../../../features/guides-and-tours/components/voyage-page.tsx';
import { voyageParams } from '../../../lib/item-id-params.ts';

/** A guide's trip, under the guide. */
function GuideTripPage() {
  const { voyage } = Route.useParams();
  return <VoyagePage voyageId={voyage} agencyTrip={false} Booking={VoyageBooking} />;
}

export const Route = createFileRoute('/{-$lang}/allguides/$id_/voyages/$voyage')({
  params: voyageParams,
  component: GuideTripPage,
});
