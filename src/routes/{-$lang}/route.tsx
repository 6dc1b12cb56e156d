import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLocale, localeFromPath } from '../../../domain/locales.ts';
import { activateLocale, rememberLocale } from '../../app/i18n.ts';
import { AppLayout } from '../../components/layout/app-layout.tsx';

export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: async ({ params, location }) => {
    if (params.lang !== undefined && !isLocale(params.lang)) throw redirect({ href: '/fr', replace: true });
    const locale = params.lang ?? localeFromPath(location.pathname, (location.search as { lang?: unknown }).lang);
    await activateLocale(locale);
    if (params.lang) rememberLocale(locale);
  },
  component: AppLayout,
});
