import { createFileRoute } from '@tanstack/react-router';
import { RestaurantFindPage } from '../../../features/restaurants/components/restaurant-find-page.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/find/$destination/$date/$number')({
  component: RestaurantFindPage,
});
