import { createFileRoute } from '@tanstack/react-router';
import { FlightsPage } from '../../../features/flights/flights-page.tsx';

export const Route = createFileRoute('/{-$lang}/vols/')({
  component: FlightsPage,
});
