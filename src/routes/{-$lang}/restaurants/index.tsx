import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { RestaurantsPage } from '../../../features/catalogue/stay-and-eat-pages.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/')({
  validateSearch: parseListingSearch,
  component: RestaurantsPage,
});
