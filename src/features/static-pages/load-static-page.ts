import type { Locale } from '../../../domain/locales.ts';
import type { StaticPageText } from '../../../domain/static-pages/static-page.ts';

export type StaticPageName = 'apropos' | 'cgv' | 'confidentialite' | 'localisation' | 'mission' | 'termes';

// One chunk per page and language: a long page in seven languages weighed up to 21 KB gzip.
const texts = import.meta.glob<StaticPageText>(
  ['../../../domain/static-pages/content/*/*.ts', '!../../../domain/static-pages/content/*/index.ts'],
  { import: 'default' },
);

/** An information page in one language, loaded on demand (the route's loader awaits it). */
export function loadStaticPage(name: StaticPageName, locale: Locale): Promise<StaticPageText> {
  const load = texts[`../../../domain/static-pages/content/${name}/${locale}.ts`];
  if (!load) throw new Error(`no text for ${name} in ${locale}`);
  return load();
}
