import { createFileRoute } from '@tanstack/react-router';
import { TERMES } from '../../../domain/static-pages/content/termes.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/termes')({
  component: () => <StaticPageView page={TERMES} />,
});
