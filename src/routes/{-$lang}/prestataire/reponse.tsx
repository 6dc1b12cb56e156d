import { createFileRoute } from '@tanstack/react-router';
import { ProviderAnswerPage } from '../../../features/booking/provider-answer-page.tsx';
import { providerLinkSearch } from '../../../features/booking/provider-answer-search.ts';

export const Route = createFileRoute('/{-$lang}/prestataire/reponse')({
  validateSearch: providerLinkSearch,
  component: ProviderAnswerPage,
});
