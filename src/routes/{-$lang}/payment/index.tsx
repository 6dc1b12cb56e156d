import { createFileRoute } from '@tanstack/react-router';
import { PaymentPage } from '../../../features/booking/payment-pages.tsx';
import { paymentSearch } from '../../../features/booking/payment-search.ts';
import { requireSignIn } from '../../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/payment/')({
  validateSearch: paymentSearch,
  beforeLoad: ({ location, search }) => requireSignIn(location.href, search.lang ?? 'fr'),
  component: PaymentPage,
});
