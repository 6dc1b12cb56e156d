import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { FestivalsPage } from '../../../features/catalogue/heritage-pages.tsx';

export const Route = createFileRoute('/{-$lang}/festival/')({
  validateSearch: parseListingSearch,
  component: FestivalsPage,
});
