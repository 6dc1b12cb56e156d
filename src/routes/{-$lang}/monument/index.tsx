import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { MonumentsPage } from '../../../features/heritage/components/heritage-listings.tsx';

export const Route = createFileRoute('/{-$lang}/monument/')({
  validateSearch: parseListingSearch,
  component: MonumentsPage,
});
