import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { CircuitsPage } from '../../../features/guides-and-tours/components/guides-and-tours-listings.tsx';

export const Route = createFileRoute('/{-$lang}/circuits/')({
  validateSearch: parseListingSearch,
  component: CircuitsPage,
});
