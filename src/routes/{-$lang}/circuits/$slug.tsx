import { createFileRoute } from '@tanstack/react-router';
import { CircuitDetailPage } from '../../../features/catalogue/people-and-tours-pages-details.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/circuits/$slug')({
  params: slugParams,
  component: CircuitDetailPage,
});
