import { createFileRoute } from '@tanstack/react-router';
import { isLocale } from '../../../domain/locales.ts';
import { loadStaticPage } from '../../features/static-pages/load-static-page.ts';
import { StaticPageView } from '../../features/static-pages/static-page-view.tsx';

export const Route = createFileRoute('/{-$lang}/localisation')({
  loader: ({ params }) => loadStaticPage('localisation', isLocale(params.lang) ? params.lang : 'fr'),
  component: () => <StaticPageView page={Route.useLoaderData()} />,
});
