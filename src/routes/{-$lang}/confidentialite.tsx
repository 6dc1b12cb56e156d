import { createFileRoute } from '@tanstack/react-router';
import { CONFIDENTIALITE } from '../../../domain/static-pages/content/confidentialite.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/confidentialite')({
  component: () => <StaticPageView page={CONFIDENTIALITE} />,
});
