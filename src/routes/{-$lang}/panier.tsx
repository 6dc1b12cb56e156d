import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/booking/cart-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/panier')({
  beforeLoad: ({ params }) => requireToken(params.lang),
  component: CartPage,
});
