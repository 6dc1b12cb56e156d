import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/search/components/search-page.tsx';
import { parseSearchPageSearch } from '../../features/search/search-params.ts';

export const Route = createFileRoute('/{-$lang}/search')({
  validateSearch: parseSearchPageSearch,
  component: SearchPage,
});
