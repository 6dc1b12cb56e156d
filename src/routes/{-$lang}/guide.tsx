import { createFileRoute } from '@tanstack/react-router';
import { loadPartnerMessages } from '../../app/i18n.ts';
import { PartnerSpacePage } from '../../features/partner-space/partner-space-page.tsx';
import { requireToken } from '../../lib/guard.ts';

export const Route = createFileRoute('/{-$lang}/guide')({
  beforeLoad: async ({ params }) => {
    requireToken(params.lang);
    await loadPartnerMessages();
  },
  component: PartnerSpacePage,
});
