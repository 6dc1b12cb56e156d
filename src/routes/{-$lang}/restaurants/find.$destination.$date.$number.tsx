import { createFileRoute } from '@tanstack/react-router';
import { loadReserveMessages } from '../../../app/i18n.ts';
import { RestaurantFindPage } from '../../../features/restaurants/components/restaurant-find-page.tsx';

export const Route = createFileRoute('/{-$lang}/restaurants/find/$destination/$date/$number')({
  beforeLoad: () => loadReserveMessages(false),
  component: RestaurantFindPage,
});
