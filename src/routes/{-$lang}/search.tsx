import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/catalogue/search-page.tsx';
import { parseSearchPageSearch } from '../../features/catalogue/search-params.ts';

export const Route = createFileRoute('/{-$lang}/search')({
  validateSearch: parseSearchPageSearch,
  component: SearchPage,
});
