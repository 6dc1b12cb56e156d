import { createFileRoute } from '@tanstack/react-router';
import { AgencyDetailPage } from '../../../features/catalogue/agency-pages-details.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/agences/$slug')({
  params: slugParams,
  component: AgencyDetailPage,
});
