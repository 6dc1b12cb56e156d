import { createFileRoute } from '@tanstack/react-router';
import { CircuitDetailPage } from '../../../features/guides-and-tours/components/guide-and-tour-detail-pages.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/circuits/$slug')({
  params: slugParams,
  component: CircuitDetailPage,
});
