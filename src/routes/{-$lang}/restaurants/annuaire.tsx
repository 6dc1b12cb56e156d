import { createFileRoute } from '@tanstack/react-router';
import { RestaurantDirectoryPage } from '../../../features/catalogue/directories.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/annuaire')({
  component: RestaurantDirectoryPage,
});
