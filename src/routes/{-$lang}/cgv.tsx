import { createFileRoute } from '@tanstack/react-router';
import { CGV } from '../../../domain/static-pages/content/cgv.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/cgv')({
  component: () => <StaticPageView page={CGV} />,
});
