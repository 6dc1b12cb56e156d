import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerMessages } from '../../../app/i18n.ts';
import { PartnerDecisionPage } from '../../../features/partner-space/partner-decision-page.tsx';
import { decisionSearch } from '../../../features/partner-space/partner-decision-search.ts';

export const Route = createFileRoute('/{-$lang}/partenaires/decision')({
  validateSearch: decisionSearch,
  beforeLoad: () => loadPartnerMessages(),
  component: PartnerDecisionPage,
});
