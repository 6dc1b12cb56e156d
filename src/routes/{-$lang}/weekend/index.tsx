import { createFileRoute } from '@tanstack/react-router';
import { parseEventsSearch } from '../../../../domain/listing-search.ts';
import { WeekendPage } from '../../../features/catalogue/event-pages.tsx';

export const Route = createFileRoute('/{-$lang}/weekend/')({
  validateSearch: parseEventsSearch,
  component: WeekendPage,
});
