import { createFileRoute } from '@tanstack/react-router';
import { HotelsListing } from '../../../features/hotels/components/hotels-listing.tsx';
import { parseHotelsSearch } from '../../../features/hotels/hotels-search.ts';

export const Route = createFileRoute('/{-$lang}/hotels/')({
  validateSearch: parseHotelsSearch,
  component: HotelsListing,
});
