import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { MaisonsPage } from '../../../features/maisons/components/maisons-listing.tsx';

export const Route = createFileRoute('/{-$lang}/maison/')({
  validateSearch: parseListingSearch,
  component: MaisonsPage,
});
