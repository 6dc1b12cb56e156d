import { createFileRoute } from '@tanstack/react-router';
import { ItineraryPage } from '../../../features/catalogue/itinerary-page.tsx';

export const Route = createFileRoute('/{-$lang}/iteneraire/$lat1/$lng1')({
  component: ItineraryPage,
});
