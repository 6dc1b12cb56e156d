import { createFileRoute } from '@tanstack/react-router';
import { EventDetailPage } from '../../../features/events/components/event-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/events/$id')({
  params: itemIdParams,
  component: EventDetailPage,
});
