import { createFileRoute } from '@tanstack/react-router';
import { RestaurantDetailPage } from '../../../features/catalogue/stay-and-eat-pages-details.tsx';
import { itemIdParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/restaurants/$id')({
  params: itemIdParams,
  component: RestaurantDetailPage,
});
