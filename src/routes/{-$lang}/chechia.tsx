import { createFileRoute } from '@tanstack/react-router';
import { parsePageOnly } from '../../../domain/listing-search.ts';
import { CategoryPage } from '../../features/categories/components/category-page.tsx';

export const Route = createFileRoute('/{-$lang}/chechia')({
  validateSearch: parsePageOnly,
  component: () => <CategoryPage slug="chechia" />,
});
