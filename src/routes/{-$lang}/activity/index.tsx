import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { ActivitiesPage } from '../../../features/events/components/events-listings.tsx';

export const Route = createFileRoute('/{-$lang}/activity/')({
  validateSearch: parseListingSearch,
  component: ActivitiesPage,
});
