import { directionOf, LOCALES, type Locale } from '../../../domain/locales.ts';
import { documentTitle } from '../../../domain/seo.ts';

/** A React Query entry the client seeds before its first render: key, time, API response body. */
export interface InlineQuery {
  key: readonly unknown[];
  at: number;
  body: Buffer;
}

export interface PageRender {
  locale: Locale;
  title: string;
  description: string;
  origin: string;
  /** Path after the language prefix, starting with "/" ("/" for home). */
  path: string;
  /** Server-rendered markup for `#root` (empty when the page renders in the browser only). */
  body: string;
  /** Hashed JS files the page needs: src/main.tsx preloads them once the page has painted. */
  preloads: string[];
  queries: InlineQuery[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const localizedUrl = (origin: string, locale: Locale | null, path: string) =>
  `${origin}${locale ? `/${locale}` : ''}${path === '/' && locale ? '' : path}`;

/** JSON inside a non-executed script element: `<` escaped so no text can close the element. */
function inlineData(queries: InlineQuery[]): string {
  if (queries.length === 0) return '';
  const items = queries.map((q) => `{"key":${JSON.stringify(q.key)},"at":${q.at},"response":${q.body.toString()}}`);
  const json = `[${items.join(',')}]`.replace(/</g, '\\u003c');
  return `<script type="application/json" id="rihla-data">${json}</script>`;
}

/** The root element with the app shell's static header, as index.html writes it. */
const APP_SHELL = /<div id="root">[\s\S]*?<!--\/shell--><\/div>|<div id="root"><\/div>/;

/** Fills the template's `<html>`, `<title>`, head marker and body end for one page in one language. */
export function renderPage(template: string, page: PageRender): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(localizedUrl(page.origin, page.locale, page.path))}">`,
    ...LOCALES.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(localizedUrl(page.origin, l, page.path))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(page.origin, null, page.path))}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:locale" content="${page.locale}">`,
    // Not modulepreload links: those would share the connection with the hero picture before the page paints.
    ...(page.preloads.length ? [`<meta name="rihla-chunks" content="${escapeHtml(page.preloads.join(' '))}">`] : []),
  ].join('\n    ');
  return (
    template
      .replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(documentTitle(page.title, page.locale))}</title>`)
      .replace('<!--app-head-->', tags)
      .replace(
        /<link rel="manifest" href="[^"]*">/,
        `<link rel="manifest" href="/manifests/${page.locale}.webmanifest">`,
      )
      // A server-rendered page replaces the shell's header (index.html); a browser-only page keeps it.
      .replace(APP_SHELL, (shell) => (page.body ? `<div id="root">${page.body}</div>` : shell))
      .replace('</body>', `${inlineData(page.queries)}</body>`)
  );
}
