import { createFileRoute } from '@tanstack/react-router';
import { loadWalletMessages } from '../../app/i18n.ts';
import { UserPage } from '../../features/account/user-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/user')({
  beforeLoad: async ({ params }) => {
    await requireToken(params.lang);
    await loadWalletMessages();
  },
  component: UserPage,
});
