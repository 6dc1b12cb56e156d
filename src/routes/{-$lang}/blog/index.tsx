import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../../features/blog/blog-pages.tsx';

export const Route = createFileRoute('/{-$lang}/blog/')({
  component: BlogPage,
});
