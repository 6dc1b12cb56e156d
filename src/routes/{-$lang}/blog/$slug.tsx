import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../../features/blog/blog-pages.tsx';
import { slugParams } from '../../../lib/item-id-params.ts';

export const Route = createFileRoute('/{-$lang}/blog/$slug')({
  params: slugParams,
  component: ArticlePage,
});
