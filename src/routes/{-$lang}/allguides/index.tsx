import { createFileRoute } from '@tanstack/react-router';
import { GuidesPage } from '../../../features/catalogue/people-and-tours-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/allguides/')({
  validateSearch: parseListingSearch,
  component: GuidesPage,
});
