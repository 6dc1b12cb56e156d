import { createFileRoute } from '@tanstack/react-router';
import { EmergencyPage } from '../../features/catalogue/emergency-page.tsx';

export const Route = createFileRoute('/{-$lang}/secour')({
  component: EmergencyPage,
});
