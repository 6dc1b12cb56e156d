import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { MaisonsPage } from '../../../features/catalogue/stay-and-eat-pages.tsx';

export const Route = createFileRoute('/{-$lang}/maison/')({
  validateSearch: parseListingSearch,
  component: MaisonsPage,
});
