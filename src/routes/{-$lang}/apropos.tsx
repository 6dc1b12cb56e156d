import { createFileRoute } from '@tanstack/react-router';
import { APROPOS } from '../../../domain/static-pages/content/apropos.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/apropos')({
  component: () => <StaticPageView page={APROPOS} />,
});
