import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { RestaurantsPage } from '../../../features/restaurants/components/restaurants-listing.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/')({
  validateSearch: parseListingSearch,
  component: RestaurantsPage,
});
