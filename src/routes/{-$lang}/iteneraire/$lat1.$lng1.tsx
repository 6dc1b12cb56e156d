import { createFileRoute } from '@tanstack/react-router';
import { parseItinerarySearch } from '../../../../domain/itinerary.ts';
import { ItineraryPage } from '../../../features/itinerary/components/itinerary-page.tsx';

export const Route = createFileRoute('/{-$lang}/iteneraire/$lat1/$lng1')({
  validateSearch: parseItinerarySearch,
  component: ItineraryPage,
});
