import { directionOf, LOCALES, type Locale } from '../../../domain/locales.ts';
import { documentTitle } from '../../../domain/seo.ts';

export interface HeadData {
  locale: Locale;
  title: string;
  description: string;
  origin: string;
  /** Path after the language prefix, starting with "/" ("/" for home). */
  path: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const localizedUrl = (origin: string, locale: Locale | null, path: string) =>
  `${origin}${locale ? `/${locale}` : ''}${path === '/' && locale ? '' : path}`;

/** Fills the template's `<html>`, `<title>` and head marker for one page in one language. */
export function renderHead(template: string, head: HeadData): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(localizedUrl(head.origin, head.locale, head.path))}">`,
    ...LOCALES.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(localizedUrl(head.origin, l, head.path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(head.origin, null, head.path))}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${head.locale}">`,
  ].join('\n    ');
  return template
    .replace(/<html[^>]*>/, `<html lang="${head.locale}" dir="${directionOf(head.locale)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(head.title, head.locale))}</title>`)
    .replace('<!--app-head-->', tags);
}
