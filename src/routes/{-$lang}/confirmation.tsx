import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../app/i18n.ts';
import { ConfirmationPage } from '../../features/booking/confirmation-page.tsx';
import { parseConfirmationSearch } from '../../features/booking/confirmation-search.ts';

export const Route = createFileRoute('/{-$lang}/confirmation')({
  validateSearch: parseConfirmationSearch,
  beforeLoad: () => loadBookingMessages(),
  component: ConfirmationPage,
});
