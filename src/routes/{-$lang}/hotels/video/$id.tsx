import { createFileRoute } from '@tanstack/react-router';
import { HotelVideoPage } from '../../../../features/hotels/components/hotel-video-page.tsx';
import { itemIdParams } from '../../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/hotels/video/$id')({
  params: itemIdParams,
  component: HotelVideoPage,
});
