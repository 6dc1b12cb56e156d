import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { GuidesPage } from '../../../features/guides-and-tours/components/guides-and-tours-listings.tsx';

export const Route = createFileRoute('/{-$lang}/allguides/')({
  validateSearch: parseListingSearch,
  component: GuidesPage,
});
