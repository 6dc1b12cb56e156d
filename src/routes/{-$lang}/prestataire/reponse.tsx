import { createFileRoute } from '@tanstack/react-router';
import { loadBookingMessages } from '../../../app/i18n.ts';
import { ProviderAnswerPage } from '../../../features/booking/provider-answer-page.tsx';
import { providerLinkSearch } from '../../../features/booking/provider-answer-search.ts';

export const Route = createFileRoute('/{-$lang}/prestataire/reponse')({
  validateSearch: providerLinkSearch,
  beforeLoad: () => loadBookingMessages(),
  component: ProviderAnswerPage,
});
