import { createFileRoute } from '@tanstack/react-router';
import { HotelFindPage } from '../../../features/hotels/components/hotel-find-page.tsx';
import { parseHotelFindSearch } from '../../../features/hotels/hotel-find-search.ts';

export const Route = createFileRoute('/{-$lang}/hotels/find/$destination/$date/$endDate/$adults/$rooms/$childs')({
  validateSearch: parseHotelFindSearch,
  component: HotelFindPage,
});
