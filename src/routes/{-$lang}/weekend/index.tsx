import { createFileRoute } from '@tanstack/react-router';
import { WeekendPage } from '../../../features/catalogue/event-pages.tsx';
import { parseEventsSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/weekend/')({
  validateSearch: parseEventsSearch,
  component: WeekendPage,
});
