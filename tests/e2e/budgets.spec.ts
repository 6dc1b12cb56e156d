import fs from 'node:fs';
import path from 'node:path';
import { ALL_PAGE_TEXT } from '../../domain/page-text.ts';
import { DETAIL_PAGE_KINDS, type PageKind, PLACE_PAGE_KINDS } from '../../domain/seo.ts';
import { STATIC_PAGES } from '../../domain/static-pages/index.ts';
import { expect, test } from './app-test.ts';
import { urlOfEachKind } from './page-urls.ts';

/** Every kind of page the server knows, item pages included. */
const KINDS: PageKind[] = [
  ...(Object.keys(ALL_PAGE_TEXT) as PageKind[]),
  ...(Object.keys(STATIC_PAGES) as PageKind[]),
  ...DETAIL_PAGE_KINDS,
  ...PLACE_PAGE_KINDS,
  'article',
];

/** A built script's size as the server sends it to a browser asking for Brotli (small files go as they are). */
function sentSize(file: string): number {
  const built = path.join('dist', file);
  return fs.statSync(fs.existsSync(`${built}.br`) ? `${built}.br` : built).size;
}

/** The standing budget (shared ARCHITECTURE.md): JavaScript a first visit downloads, as transferred. */
const FIRST_LOAD_BUDGET_KB = 150;

/**
 * What a first load never carries: the API contract's schemas, the map, the carousels. The
 * schemas come with the first API call that needs them, beside its request (`withApiCalls`): a
 * page the browser renders alone calls the API, and a few server-rendered ones ask for what their
 * page data lacks (a place's lists, a video's neighbours) once hydrated.
 */
const HEAVY = [
  { name: 'zod', mark: '$ZodObject', withApiCalls: true },
  { name: 'maplibre', mark: 'maplibregl', withApiCalls: false },
  { name: 'swiper', mark: 'swiper-slide', withApiCalls: false },
];

/**
 * Every page kind, visited as a first-time visitor on a fresh browser profile: every script the
 * page fetched in its first load (its modulepreloads, the route chunks the app asked for, the
 * language's catalog, what loads once the app runs…), compressed as sent. The service worker is
 * kept out: it registers after the load and fills its cache in the background.
 */
test(`no page downloads more than ${FIRST_LOAD_BUDGET_KB} KB of JavaScript on a first visit, and none of ${HEAVY.map((h) => h.name).join(', ')}`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const urls = urlOfEachKind();
  expect([...urls.keys()].sort()).toEqual([...new Set(KINDS)].sort());

  /**
   * The scripts a fresh profile's visit to the page asked for (its workers' included) until the
   * page's first load was over: its load event, then 2 s without a request ending
   * (src/lib/after-first-load.ts, which marks it). What waits for that moment (the extras below
   * the content, swiper) is not a first load. Each script counts at the size the server sends:
   * its Brotli copy, as over HTTPS (Chromium asks for Brotli only there, so the test asks itself).
   */
  const firstLoadScripts = async (url: string) => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'Accept-Encoding': 'br' },
    });
    const page = await context.newPage();
    const requested: { file: string; at: number }[] = [];
    const apiCalls: number[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) requested.push({ file: pathname, at: Date.now() });
      if (pathname.startsWith('/utilisateur/')) apiCalls.push(Date.now());
    });
    await page.goto(url);
    const mark = () => performance.getEntriesByName('rihla:first-load-over')[0];
    await page.waitForFunction(mark, undefined, { timeout: 20_000 });
    // On the wall clock the test reads too (the performance timeline's own origin may drift from it).
    const over = await page.evaluate(
      () =>
        Date.now() - (performance.now() - (performance.getEntriesByName('rihla:first-load-over')[0]?.startTime ?? 0)),
    );
    await context.close();
    const files = new Set(requested.filter((r) => r.at <= over).map((r) => r.file));
    const calledApi = apiCalls.some((at) => at <= over);
    return { calledApi, scripts: [...files].map((file) => ({ file, bytes: sentSize(file) })) };
  };

  const over: string[] = [];
  const heavy: string[] = [];
  const kinds = [...urls];
  // A few pages at once: most of each visit is waiting for the network to be idle.
  for (let i = 0; i < kinds.length; i += 4) {
    const batch = kinds.slice(i, i + 4);
    const measured = await Promise.all(batch.map(([, url]) => firstLoadScripts(url)));
    for (const [j, { calledApi, scripts }] of measured.entries()) {
      const [kind, url] = batch[j] as [PageKind, string];
      expect(scripts.length, `${kind}: no script measured`).toBeGreaterThan(2);
      const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      if (kb > FIRST_LOAD_BUDGET_KB) over.push(`${kind} (${url}): ${kb.toFixed(1)} KB`);
      for (const { file } of scripts) {
        const code = fs.readFileSync(path.join('dist', file), 'utf8');
        for (const { name, mark, withApiCalls } of HEAVY)
          if (code.includes(mark) && !(withApiCalls && calledApi)) heavy.push(`${kind}: ${name} in ${file}`);
      }
    }
  }
  expect(over).toEqual([]);
  expect(heavy).toEqual([]);
});

test('the browser runs react-dom, not Preact', () => {
  const vendor = fs.readdirSync('dist/assets').find((f) => /^vendor-.*\.js$/.test(f));
  const code = fs.readFileSync(path.join('dist/assets', vendor as string), 'utf8');
  expect(code).toContain('rendererPackageName:`react-dom`');
  expect(code).toContain('hydrateRoot');
  expect(code).not.toMatch(/preact/i);
  expect(fs.existsSync('node_modules/preact')).toBe(false);
});

test('a page paints, its hero picture included, before the app’s code is fetched', async ({ page }) => {
  await page.goto('/fr');
  const timing = await page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      heroLoaded: resources.find((r) => r.name === hero)?.responseEnd,
      appRequested: Math.min(
        ...resources.filter((r) => /\/assets\/(vendor|app|boot)-/.test(r.name)).map((r) => r.startTime),
      ),
    };
  });
  expect(timing.firstPaint).toBeDefined();
  expect(timing.heroLoaded).toBeDefined();
  expect(timing.appRequested).toBeGreaterThan(timing.firstPaint!);
  expect(timing.appRequested).toBeGreaterThan(timing.heroLoaded!);
});
