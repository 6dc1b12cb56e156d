import { createFileRoute } from '@tanstack/react-router';
import { AgencyDetailPage } from '../../../features/agencies/components/agency-detail-page.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/agences/$slug')({
  params: slugParams,
  component: AgencyDetailPage,
});
