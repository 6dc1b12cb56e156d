import { createFileRoute } from '@tanstack/react-router';
import { ActivityDetailPage } from '../../../features/catalogue/event-pages-details.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/activity/$id')({
  params: itemIdParams,
  component: ActivityDetailPage,
});
