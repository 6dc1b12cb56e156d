import { createFileRoute } from '@tanstack/react-router';
import { PartnerPage } from '../../features/catalogue/partner-page.tsx';

export const Route = createFileRoute('/{-$lang}/agil')({
  component: () => <PartnerPage slug="agil" />,
});
