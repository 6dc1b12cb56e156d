import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../../features/catalogue/event-pages.tsx';
import { parseEventsSearch } from '../../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/events/')({
  validateSearch: parseEventsSearch,
  component: EventsPage,
});
