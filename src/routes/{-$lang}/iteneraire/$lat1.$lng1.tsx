import { createFileRoute } from '@tanstack/react-router';
import { ItineraryPage } from '../../../features/itinerary/components/itinerary-page.tsx';
import { parseItinerarySearch } from '../../../features/itinerary/itinerary-search.ts';

export const Route = createFileRoute('/{-$lang}/iteneraire/$lat1/$lng1')({
  validateSearch: parseItinerarySearch,
  component: ItineraryPage,
});
