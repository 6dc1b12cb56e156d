import { createFileRoute } from '@tanstack/react-router';
import { ItineraryPage } from '../../../features/itinerary/components/itinerary-page.tsx';

export const Route = createFileRoute('/{-$lang}/iteneraire/$lat1/$lng1')({
  component: ItineraryPage,
});
