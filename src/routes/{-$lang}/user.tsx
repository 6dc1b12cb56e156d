import { createFileRoute } from '@tanstack/react-router';
import { AccountPlaceholder } from '../../components/account-placeholder.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/user')({
  beforeLoad: ({ params }) => requireToken(params.lang),
  component: () => <AccountPlaceholder area="user" />,
});
