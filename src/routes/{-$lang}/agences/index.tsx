import { createFileRoute } from '@tanstack/react-router';
import { parseAgenciesSearch } from '../../../../domain/agencies.ts';
import { AgenciesPage } from '../../../features/agencies/components/agencies-listing.tsx';

export const Route = createFileRoute('/{-$lang}/agences/')({
  validateSearch: parseAgenciesSearch,
  component: AgenciesPage,
});
