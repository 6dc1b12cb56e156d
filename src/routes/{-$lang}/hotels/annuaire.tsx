import { createFileRoute } from '@tanstack/react-router';
import { HotelDirectoryPage } from '../../../features/hotels/components/hotel-directory-page.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/annuaire')({
  component: HotelDirectoryPage,
});
