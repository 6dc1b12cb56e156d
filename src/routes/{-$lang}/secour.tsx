import { createFileRoute } from '@tanstack/react-router';
import { EmergencyNumbersPage } from '../../features/emergency-numbers/components/emergency-numbers-page.tsx';

export const Route = createFileRoute('/{-$lang}/secour')({
  component: EmergencyNumbersPage,
});
