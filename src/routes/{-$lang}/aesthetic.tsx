import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../../features/catalogue/category-page.tsx';
import { parsePageOnly } from '../../lib/listing-search.ts';

export const Route = createFileRoute('/{-$lang}/aesthetic')({
  validateSearch: parsePageOnly,
  component: () => <CategoryPage slug="aesthetic" />,
});
