import { createFileRoute } from '@tanstack/react-router';
import { HotelDirectoryPage } from '../../../features/catalogue/directories.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/annuaire')({
  component: HotelDirectoryPage,
});
