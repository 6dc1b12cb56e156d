import { createFileRoute } from '@tanstack/react-router';
import { GuideDetailPage } from '../../../features/guides-and-tours/components/guide-and-tour-detail-pages.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/allguides/$id')({
  params: itemIdParams,
  component: GuideDetailPage,
});
