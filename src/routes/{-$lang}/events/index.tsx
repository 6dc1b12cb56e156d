import { createFileRoute } from '@tanstack/react-router';
import { parseEventsSearch } from '../../../../domain/listing-search.ts';
import { EventsPage } from '../../../features/events/components/events-listings.tsx';

export const Route = createFileRoute('/{-$lang}/events/')({
  validateSearch: parseEventsSearch,
  component: EventsPage,
});
