import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../app/i18n.ts';
import { UserPage } from '../../features/account/user-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/user')({
  beforeLoad: async ({ params }) => {
    requireToken(params.lang);
    await loadBookingMessages();
  },
  component: UserPage,
});
