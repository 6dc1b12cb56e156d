import { createFileRoute } from '@tanstack/react-router';
import { parseHotelsSearch } from '../../../../domain/hotels-search.ts';
import { HotelsListing } from '../../../features/hotels/components/hotels-listing.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/')({
  validateSearch: parseHotelsSearch,
  component: HotelsListing,
});
