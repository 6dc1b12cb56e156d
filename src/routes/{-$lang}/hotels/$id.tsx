import { createFileRoute, notFound } from '@tanstack/react-router';
import { HotelDetailPage } from '../../../features/hotels/components/hotel-detail-page.tsx';

export const Route = createFileRoute('/{-$lang}/hotels/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: HotelDetailPage,
});
