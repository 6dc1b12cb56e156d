import { createFileRoute } from '@tanstack/react-router';
import { CircuitsPage } from '../../../features/catalogue/people-and-tours-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/circuits/')({
  validateSearch: parseListingSearch,
  component: CircuitsPage,
});
