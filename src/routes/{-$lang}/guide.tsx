import { createFileRoute } from '@tanstack/react-router';
import { AccountPlaceholder } from '../../components/account-placeholder.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/guide')({
  beforeLoad: ({ params }) => requireToken(params.lang),
  component: () => <AccountPlaceholder area="guide" />,
});
