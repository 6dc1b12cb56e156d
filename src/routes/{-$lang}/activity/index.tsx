import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '../../../features/catalogue/event-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/activity/')({
  validateSearch: parseListingSearch,
  component: ActivitiesPage,
});
