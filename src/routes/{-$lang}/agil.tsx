import { createFileRoute } from '@tanstack/react-router';
import { PartnerPage } from '../../features/partners/components/partner-page.tsx';

export const Route = createFileRoute('/{-$lang}/agil')({
  component: () => <PartnerPage slug="agil" />,
});
