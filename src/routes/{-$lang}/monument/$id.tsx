import { createFileRoute } from '@tanstack/react-router';
import { MonumentDetailPage } from '../../../features/heritage/components/heritage-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/monument/$id')({
  params: itemIdParams,
  component: MonumentDetailPage,
});
