import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadPartnerMessages } from '../../features/partner-space/partner-messages.ts';
import { requireSignIn } from '../../lib/guard.ts';

// Loaded, with its messages, once the page renders: a visitor sent to sign in by the guard (and
// back here after), which still fetches this route's chunk, downloads neither.
const PartnerSpacePage = lazy(() =>
  Promise.all([import('../../features/partner-space/partner-space-page.tsx'), loadPartnerMessages('partner')]).then(
    ([m]) => ({ default: m.PartnerSpacePage }),
  ),
);

export const Route = createFileRoute('/{-$lang}/guide')({
  beforeLoad: ({ params, location }) => requireSignIn(location.href, params.lang ?? 'fr'),
  component: PartnerSpacePage,
});
