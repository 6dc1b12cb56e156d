import { createFileRoute } from '@tanstack/react-router';
import { MuseumsPage } from '../../../features/catalogue/heritage-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/musses/')({
  validateSearch: parseListingSearch,
  component: MuseumsPage,
});
