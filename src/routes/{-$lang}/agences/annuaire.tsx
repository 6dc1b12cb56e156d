import { createFileRoute } from '@tanstack/react-router';
import { AgencyDirectoryPage } from '../../../features/catalogue/directories.tsx';

export const Route = createFileRoute('/{-$lang}/agences/annuaire')({
  component: AgencyDirectoryPage,
});
