import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { FestivalsPage } from '../../../features/heritage/components/heritage-listings.tsx';

export const Route = createFileRoute('/{-$lang}/festival/')({
  validateSearch: parseListingSearch,
  component: FestivalsPage,
});
