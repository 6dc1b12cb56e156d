import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../domain/listing-search.ts';
import { OffersPage } from '../../features/offers/components/offers-page.tsx';

export const Route = createFileRoute('/{-$lang}/offres')({
  validateSearch: parseListingSearch,
  component: OffersPage,
});
