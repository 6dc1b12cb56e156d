import { createFileRoute } from '@tanstack/react-router';
import { GuideDetailPage } from '../../../features/catalogue/people-and-tours-pages-details.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/allguides/$id')({
  params: itemIdParams,
  component: GuideDetailPage,
});
