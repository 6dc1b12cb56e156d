import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_DATA_PREFIX } from '../../../domain/constants.ts';
import { findLocation } from '../../../domain/find-routes.ts';
import { LISTING_API, type ListingApiKind } from '../../../domain/listing-api.ts';
import { isLocale, type Locale } from '../../../domain/locales.ts';
import { DETAIL_PAGE_KINDS, type PageKind, PLACE_PAGE_KINDS } from '../../../domain/seo.ts';
import { webManifest } from '../../../domain/web-manifest.ts';
import type { ApiAnswers } from '../../lib/operations.ts';
import { isCachedPage, type PageAnswer, type PageCache, type PageSource, sendPage } from '../../lib/page-cache.ts';
import { type ResponseCache, sendCached } from '../../lib/response-cache.ts';
import { type AssetManifest, pageFiles, readAssetManifest } from './asset-manifest.ts';
import { registerBuildAssets } from './build-assets.ts';
import { type InlineQuery, pageDataJson, renderPage } from './head.ts';
import { type FirstData, firstDataLoader, placeList } from './page-data.ts';
import { type ResolvedPage, resolvePage } from './page-routes.ts';
import { videoEmbedRoutes } from './video-embed.ts';

/** Used when no build exists (server tests, API-only runs): same markers as index.html. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="fr" dir="ltr">
  <head>
    <meta charset="UTF-8">
    <title>Rihla</title>
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface PagesOptions {
  /** The API's public reads, which pages show first (server/lib/operations.ts). */
  answer: ApiAnswers;
  /** The API's response cache (page data is kept there too). */
  cache: ResponseCache;
  distDir: string;
  /** The server-rendering bundle built from src/entry-server.tsx; pages are client-only without it. */
  ssrDir: string;
  originOf: (request: FastifyRequest) => string;
  /** Rendered pages, kept compressed while the answers they show stay the same. */
  pageCache: PageCache;
}

type Page = Extract<ResolvedPage, { type: 'page' }>;

/**
 * Serves the built PWA: hashed assets immutable for a year, the shell, worker and manifest
 * revalidated, and every other GET answered with index.html whose head is filled server-side,
 * with the page's chunks preloaded and its first data inlined (no request waterfall).
 */
export async function pagesPlugin(app: FastifyInstance, opts: PagesOptions) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? inlineStylesheets(fs.readFileSync(indexFile, 'utf8'), opts.distDir) : FALLBACK_TEMPLATE;
  const manifest: AssetManifest | null = hasBuild ? readAssetManifest(opts.distDir) : null;
  const renderer = hasBuild ? await loadRenderer(opts.ssrDir, app) : null;

  if (hasBuild) {
    registerBuildAssets(app, opts.distDir);
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: false,
      globIgnore: ['assets/**'], // served from memory (build-assets.ts)
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.distDir, filePath).split(path.sep).join('/');
        // The bare shell (precached by the service worker for offline navigation), the worker and
        // the manifest must be revalidated so a deploy is seen at once.
        if (/^(index\.html|sw\.js|manifest\.webmanifest)$/.test(rel)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  // The install manifest in each language: the installed app opens in it and names itself in it.
  app.get('/manifests/:file', async (request, reply) => {
    const locale = /^([a-z]{2})\.webmanifest$/.exec((request.params as { file: string }).file)?.[1];
    if (!isLocale(locale)) return reply.status(404).send(jsonNotFound);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(locale)));
  });

  const pageData = firstDataLoader(opts);

  /** Where a find address of spec §2 leads (domain/find-routes.ts); null when its place is unknown. */
  function findPage(page: Page, origin: string): Promise<string | null> {
    return findLocation(page.rest, page.prefixed ? `/${page.locale}` : '', async () => {
      const body = (await placeList(opts.answer, 'alldestinations', origin)).body.toString();
      return (JSON.parse(body) as { destinations: { id: number; slug: string }[] }).destinations;
    });
  }

  const jsonNotFound = { message: 'Not found.', code: 'not_found' };
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(jsonNotFound));
  videoEmbedRoutes(app, opts);

  // The API answers a page is rendered with, for its entry to fetch once it has painted
  // (src/lib/page-data.ts): `/_data/fr/hotels?page=2` for `/fr/hotels?page=2`.
  app.get(`${PAGE_DATA_PREFIX}/*`, async (request, reply) => {
    const url = new URL(request.url.slice(PAGE_DATA_PREFIX.length) || '/', 'http://x');
    const page = resolvePage(url.pathname, url.searchParams.get('lang'));
    const origin = opts.originOf(request);
    const queries = page.type === 'redirect' ? [] : (await pageData(page, url, origin)).queries;
    // Kept as one answer while its parts stay the same (their times are in the key), so that it is
    // compressed once: compressing its 100 KB on every request cost the server 10–12 ms of CPU,
    // while the page that asked for it boots.
    const key = `page-data|${origin}|${url.pathname}${url.search}|${queries.map((q) => q.at).join(',')}`;
    return sendCached(request, reply, await opts.cache.getSerialized(key, () => pageDataJson(queries)));
  });

  // A real route (not the not-found handler) so that compression applies to pages too.
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname.startsWith('/utilisateur') || url.pathname.startsWith('/media/'))
      return reply.status(404).send(jsonNotFound);
    // One address a page: `/fr/hotels/` is `/fr/hotels`, the address the app's router, the page
    // cache and the page data know (with the slash, the page rendered in the browser alone, asking
    // the API and its schemas again). Never another host's: `//example.com/` stays here.
    if (url.pathname.length > 1 && url.pathname.endsWith('/'))
      return reply.redirect(`/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}`, 301);
    const page = resolvePage(url.pathname, url.searchParams.get('lang'));
    // A missing file (its name ends in an extension) gets the API's 404, not a page; a known page
    // may end like one: a reset link in an e-mail address (…@example.com), an itinerary in a
    // longitude (…/10.1687).
    if ((page.type === 'redirect' || page.kind === 'notFound') && /\.[a-z0-9]{2,5}$/i.test(url.pathname))
      return reply.status(404).send(jsonNotFound);
    if (page.type === 'redirect') return reply.redirect(page.location, 302);
    const origin = opts.originOf(request);
    if (page.kind === 'notFound') {
      const location = await findPage(page, origin);
      if (location) return reply.redirect(location, 302);
    }

    /** The page's data, then its render: what the page cache keeps, or runs when it has nothing. */
    const load = async (): Promise<PageSource> => {
      const data = await pageData(page, url, origin);
      return {
        parts: `${data.status}|${data.queries.map((q) => q.etag).join(',')}`,
        expires: Math.min(...data.queries.map((q) => q.expires)),
        render: () => renderHtml(request, reply, page, url, origin, data),
      };
    };
    // The page is the same for every visitor of this URL and origin; a request that carries
    // credentials is rendered for itself, should a page ever read them.
    const answer = isPersonal(request)
      ? await (await load()).render()
      : await opts.pageCache.get(`${origin}|${url.pathname}${url.search}`, load);
    if (isCachedPage(answer)) return sendPage(request, reply, answer);
    return reply
      .status(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(answer.html);
  });

  async function renderHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    url: URL,
    origin: string,
    data: FirstData,
  ): Promise<PageAnswer> {
    const dataUrl = data.queries.length ? `${PAGE_DATA_PREFIX}${url.pathname}${url.search}` : undefined;
    let body = '';
    let whole = true;
    if (renderer && SERVER_RENDERED.has(page.kind) && (data.status === 200 || page.kind === 'notFound')) {
      try {
        body = await renderer(`${url.pathname}${url.search}`, page.locale, data.queries);
        // A Suspense boundary React left to the browser: a lazy part whose code this process had
        // not loaded yet (the first render of an item page). The next render will have it.
        whole = !body.includes(CLIENT_RENDERED_BOUNDARY);
      } catch (error) {
        whole = false;
        request.log.error(error, 'server rendering failed; the page renders in the browser');
      }
    }
    const html = renderPage(template, {
      body,
      locale: page.locale,
      title: data.title,
      description: data.description,
      origin,
      path: page.rest.length ? `/${page.rest.map(encodeURIComponent).join('/')}` : '/',
      preloads: manifest ? pageFiles(manifest, page.kind, page.locale, page.slug) : [],
      dataUrl,
    });
    // Nothing sets a cookie on pages today; one would make the answer this visitor's own.
    return { status: data.status, html, cacheable: whole && !reply.hasHeader('set-cookie') };
  }
}

/** How React's renderToString marks a boundary it could not render (`<!--$!--><template>…`). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Rendered for itself, never kept nor served a kept page: anything but a GET, and a request with
 * credentials or cookies (the app sends neither to pages, its token stays in the browser's storage).
 */
const isPersonal = (request: FastifyRequest) =>
  request.method !== 'GET' || request.headers.authorization !== undefined || request.headers.cookie !== undefined;

/**
 * The stylesheet (a few KB) goes inside the page: no render-blocking request queued behind the
 * scripts, so the server-rendered content paints as soon as the HTML arrives.
 */
function inlineStylesheets(template: string, distDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = path.join(distDir, file);
    return fs.existsSync(css)
      ? `<style>${fs.readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
      : tag;
  });
}

/** Public pages whose first paint is rendered on the server; account pages depend on the browser's token. */
const SERVER_RENDERED = new Set<PageKind>([
  'home',
  'hotels',
  'hotelFind',
  'restaurants',
  'videos',
  'search',
  'notFound',
  'mission',
  'apropos',
  'cgv',
  'termes',
  'confidentialite',
  'localisation',
  'article',
  ...(Object.keys(LISTING_API) as ListingApiKind[]),
  // Item and place pages: their data is inlined, so their content paints before JavaScript.
  ...DETAIL_PAGE_KINDS,
  ...PLACE_PAGE_KINDS,
]);

type Renderer = (url: string, locale: Locale, queries: InlineQuery[]) => Promise<string>;

type RenderModule = {
  renderPage: (
    url: string,
    locale: Locale,
    inline: Array<{ key: unknown[]; at: number; response: unknown }>,
  ) => Promise<string>;
};

/** The server-rendering bundle, or null (pages then render in the browser only, as without a build). */
async function loadRenderer(ssrDir: string, app: FastifyInstance): Promise<Renderer | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  let render: RenderModule['renderPage'];
  try {
    render = ((await import(pathToFileURL(entry).href)) as RenderModule).renderPage;
  } catch (error) {
    app.log.error(error, `cannot load ${entry}; pages will render in the browser only`);
    return null;
  }
  return (url, locale, queries) =>
    render(
      url,
      locale,
      queries.map((q) => ({ key: [...q.key], at: q.at, response: JSON.parse(q.body.toString()) })),
    );
}
