import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../../app/i18n.ts';
import { CircuitConfirmationPage } from '../../../features/booking/payment-pages.tsx';
import { paymentSearch } from '../../../features/booking/payment-search.ts';
import { requireSignIn } from '../../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/circuits/confirmation')({
  validateSearch: paymentSearch,
  beforeLoad: async ({ location, search }) => {
    requireSignIn(location.href, search.lang ?? 'fr');
    await loadBookingMessages();
  },
  component: CircuitConfirmationPage,
});
