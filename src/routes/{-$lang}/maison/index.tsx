import { createFileRoute } from '@tanstack/react-router';
import { MaisonsPage } from '../../../features/catalogue/stay-and-eat-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/maison/')({
  validateSearch: parseListingSearch,
  component: MaisonsPage,
});
