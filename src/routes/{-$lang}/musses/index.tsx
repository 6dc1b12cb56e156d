import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { MuseumsPage } from '../../../features/heritage/components/heritage-listings.tsx';

export const Route = createFileRoute('/{-$lang}/musses/')({
  validateSearch: parseListingSearch,
  component: MuseumsPage,
});
