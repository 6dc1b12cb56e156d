import { createFileRoute } from '@tanstack/react-router';
import { FestivalDetailPage } from '../../../features/heritage/components/heritage-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/festival/$id')({
  params: itemIdParams,
  component: FestivalDetailPage,
});
