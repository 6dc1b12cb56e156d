import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadPartnerMessages } from '../../../features/partner-space/partner-messages.ts';

// The page and its messages come together, from this route's own chunk.
const PartnerDecisionPage = lazy(() =>
  Promise.all([
    import('../../../features/partner-space/partner-decision-page.tsx'),
    loadPartnerMessages('decision'),
  ]).then(([m]) => ({ default: m.PartnerDecisionPage })),
);

export const Route = createFileRoute('/{-$lang}/partenaires/decision')({
  component: PartnerDecisionPage,
});
