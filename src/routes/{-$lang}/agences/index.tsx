import { createFileRoute } from '@tanstack/react-router';
import { AgenciesPage } from '../../../features/catalogue/agency-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/agences/')({
  validateSearch: parseListingSearch,
  component: AgenciesPage,
});
