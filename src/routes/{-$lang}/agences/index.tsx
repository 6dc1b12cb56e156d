import { createFileRoute } from '@tanstack/react-router';
import { parseAgenciesSearch } from '../../../features/catalogue/agencies-search.ts';
import { AgenciesPage } from '../../../features/catalogue/agency-pages.tsx';

export const Route = createFileRoute('/{-$lang}/agences/')({
  validateSearch: parseAgenciesSearch,
  component: AgenciesPage,
});
