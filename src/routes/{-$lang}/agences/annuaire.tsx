import { createFileRoute } from '@tanstack/react-router';
import { AgencyDirectoryPage } from '../../../features/agencies/components/agency-directory-page.tsx';

export const Route = createFileRoute('/{-$lang}/agences/annuaire')({
  component: AgencyDirectoryPage,
});
