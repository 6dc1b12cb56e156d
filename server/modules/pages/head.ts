import { directionOf, LOCALES, type Locale } from '../../../domain/locales.ts';
import { documentTitle } from '../../../domain/seo.ts';
import { escapeHtml } from '../../lib/plain-text-html.ts';

/** A React Query entry the client seeds before its first render: key, time, API response body. */
export interface InlineQuery {
  key: readonly unknown[];
  at: number;
  body: Buffer;
  /** The answer's ETag, and when the response cache stops serving it. */
  etag: string;
  expires: number;
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
  /** Where the entry fetches the API answers the page was rendered with (none when it used none). */
  dataUrl?: string;
}

const localizedUrl = (origin: string, locale: Locale | null, path: string) =>
  `${origin}${locale ? `/${locale}` : ''}${path === '/' && locale ? '' : path}`;

/** The answers a page was rendered with, as the entry fetches them (src/lib/page-data.ts). */
export function pageDataJson(queries: InlineQuery[]): string {
  return `[${queries.map((q) => `{"key":${JSON.stringify(q.key)},"at":${q.at},"response":${q.body.toString()}}`).join(',')}]`;
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
    // Not inlined: a listing's answers are most of its HTML, and its picture would wait for them.
    ...(page.dataUrl ? [`<meta name="rihla-data" content="${escapeHtml(page.dataUrl)}">`] : []),
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
  );
}
