import { createFileRoute } from '@tanstack/react-router';
import { RestaurantDetailPage } from '../../../features/restaurants/components/restaurant-detail-page.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/restaurants/$id')({
  params: itemIdParams,
  component: RestaurantDetailPage,
});
