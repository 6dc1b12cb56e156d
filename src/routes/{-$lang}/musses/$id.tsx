import { createFileRoute } from '@tanstack/react-router';
import { MuseumDetailPage } from '../../../features/heritage/components/heritage-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/musses/$id')({
  params: itemIdParams,
  component: MuseumDetailPage,
});
