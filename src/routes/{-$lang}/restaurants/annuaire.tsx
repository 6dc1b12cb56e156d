import { createFileRoute } from '@tanstack/react-router';
import { RestaurantDirectoryPage } from '../../../features/restaurants/components/restaurant-directory-page.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/annuaire')({
  component: RestaurantDirectoryPage,
});
