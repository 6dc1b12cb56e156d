import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../features/account/user-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/user')({
  beforeLoad: ({ params }) => requireToken(params.lang),
  component: UserPage,
});
