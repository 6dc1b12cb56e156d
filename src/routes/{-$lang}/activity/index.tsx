import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { ActivitiesPage } from '../../../features/catalogue/event-pages.tsx';

export const Route = createFileRoute('/{-$lang}/activity/')({
  validateSearch: parseListingSearch,
  component: ActivitiesPage,
});
