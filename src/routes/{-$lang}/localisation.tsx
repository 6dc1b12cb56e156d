import { createFileRoute } from '@tanstack/react-router';
import { LOCALISATION } from '../../../domain/static-pages/content/localisation.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/localisation')({
  component: () => <StaticPageView page={LOCALISATION} />,
});
