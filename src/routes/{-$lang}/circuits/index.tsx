import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { CircuitsPage } from '../../../features/catalogue/people-and-tours-pages.tsx';

export const Route = createFileRoute('/{-$lang}/circuits/')({
  validateSearch: parseListingSearch,
  component: CircuitsPage,
});
