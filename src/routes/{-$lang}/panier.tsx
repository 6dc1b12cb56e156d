import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../app/i18n.ts';
import { CartPage } from '../../features/booking/cart-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/panier')({
  beforeLoad: async ({ params }) => {
    await requireToken(params.lang);
    await loadBookingMessages();
  },
  component: CartPage,
});
