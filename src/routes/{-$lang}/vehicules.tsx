import { createFileRoute } from '@tanstack/react-router';
import { VehiclesPage } from '../../features/vehicles/vehicles-page.tsx';
import { parseVehiclesSearch } from '../../features/vehicles/vehicles-search.ts';

export const Route = createFileRoute('/{-$lang}/vehicules')({
  validateSearch: parseVehiclesSearch,
  component: VehiclesPage,
});
