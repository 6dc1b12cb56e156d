import { createFileRoute } from '@tanstack/react-router';
import { parseListingSearch } from '../../../../domain/listing-search.ts';
import { GuidesPage } from '../../../features/catalogue/people-and-tours-pages.tsx';

export const Route = createFileRoute('/{-$lang}/allguides/')({
  validateSearch: parseListingSearch,
  component: GuidesPage,
});
