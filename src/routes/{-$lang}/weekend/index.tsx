import { createFileRoute } from '@tanstack/react-router';
import { WeekendPage } from '../../../features/catalogue/event-pages.tsx';
import { parseListingSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/weekend/')({
  validateSearch: parseListingSearch,
  component: WeekendPage,
});
