import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { isLocale } from '../../domain/locales.ts';
import { documentTitle } from '../../domain/seo.ts';

/** Keeps the tab title in step after client-side navigation (the server sets it on first load). */
export function usePageTitle(title: string | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (title && isLocale(i18n.locale)) document.title = documentTitle(title, i18n.locale);
  }, [title, i18n.locale]);
}
