import { createFileRoute } from '@tanstack/react-router';
import { HotelDetailPage } from '../../../features/hotels/components/hotel-detail-page.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/hotels/$id')({
  params: itemIdParams,
  component: HotelDetailPage,
});
