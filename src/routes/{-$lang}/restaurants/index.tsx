import { createFileRoute } from '@tanstack/react-router';
import { RestaurantsPage } from '../../../features/catalogue/stay-and-eat-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/restaurants/')({
  validateSearch: parseListingSearch,
  component: RestaurantsPage,
});
