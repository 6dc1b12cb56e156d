import { createFileRoute } from '@tanstack/react-router';
import { VoyageBooking } from '../../../features/booking/lazy-voyage-booking.ts';
import { VoyagePage } from '../../../features/guides-and-tours/components/voyage-page.tsx';
import { agencyVoyageParams } from '../../../lib/item-id-params.ts';

/** A partner agency's trip, under the agency. */
function AgencyTripPage() {
  const { voyage } = Route.useParams();
  return <VoyagePage voyageId={voyage} agencyTrip Booking={VoyageBooking} />;
}

export const Route = createFileRoute('/{-$lang}/agences/$slug_/voyages/$voyage')({
  params: agencyVoyageParams,
  component: AgencyTripPage,
});
