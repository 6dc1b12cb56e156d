import { createFileRoute } from '@tanstack/react-router';
import { MISSION } from '../../../domain/static-pages/content/mission.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/mission')({
  component: () => <StaticPageView page={MISSION} />,
});
