import { createFileRoute } from '@tanstack/react-router';
import { MaisonDetailPage } from '../../../features/maisons/components/maison-detail-page.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/maison/$id')({
  params: itemIdParams,
  component: MaisonDetailPage,
});
