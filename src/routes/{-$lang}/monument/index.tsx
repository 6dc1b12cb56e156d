import { createFileRoute } from '@tanstack/react-router';
import { MonumentsPage } from '../../../features/catalogue/heritage-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/monument/')({
  validateSearch: parseListingSearch,
  component: MonumentsPage,
});
