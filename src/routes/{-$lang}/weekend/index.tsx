import { createFileRoute } from '@tanstack/react-router';
import { parseEventsSearch } from '../../../../domain/listing-search.ts';
import { WeekendPage } from '../../../features/events/components/events-listings.tsx';

export const Route = createFileRoute('/{-$lang}/weekend/')({
  validateSearch: parseEventsSearch,
  component: WeekendPage,
});
