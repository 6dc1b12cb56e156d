import { createFileRoute } from '@tanstack/react-router';
import { FestivalsPage } from '../../../features/catalogue/heritage-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/festival/')({
  validateSearch: parseListingSearch,
  component: FestivalsPage,
});
