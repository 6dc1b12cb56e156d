import { createFileRoute } from '@tanstack/react-router';
import { ActivityDetailPage } from '../../../features/events/components/event-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/activity/$id')({
  params: itemIdParams,
  component: ActivityDetailPage,
});
