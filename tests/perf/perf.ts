/**
 * Front-end figures: first-load JS per route (gzip, from the build manifest), Lighthouse mobile
 * (default throttling) on key pages, median of 3 runs each after one uncounted run, and the
 * offline repeat visit's first contentful paint (tests/perf/offline-fcp.ts), against the real server.
 * Run after `npm run build` (the npm script does it).
 */
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { firstLoadJs } from './bundle-size.ts';
import { offlineFcp } from './offline-fcp.ts';
import { median, startServer, writeResults } from './server-process.ts';

const PORT = Number(process.env.PERF_PORT ?? 48322);
const RUNS = Number(process.env.PERF_RUNS ?? 3);
/** Words of the pages' names to measure only some (`PERF_PAGES=monument`); all when unset. */
const ONLY = process.env.PERF_PAGES?.split(/[\s,]+/).filter(Boolean);

// Phones have Japanese, Chinese and Korean fonts (Android ships Noto CJK, iOS Hiragino and
// PingFang); a bare Debian has none, and Chromium then asks the system for a fallback font,
// character after character, on the page's main thread: about 300 ms of 4×-slowed layout on
// /ja/monument/1 that no traveller pays (measured in a trace, FontCache::FallbackFontForCharacter).
const hasJapaneseFont = (() => {
  try {
    return execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
})();
if (!hasJapaneseFont)
  console.warn(
    'No Japanese font here (apt-get install fonts-noto-cjk): the /ja page measures font fallback, not the app.',
  );

const bundles = firstLoadJs('dist', [
  'home',
  'hotels',
  'hotel',
  'restaurants',
  'monument',
  'videos',
  'vehicles',
  'secour',
]);
console.log('First-load JS (gzip):');
for (const [route, { gzipBytes }] of Object.entries(bundles))
  console.log(`  ${route.padEnd(12)} ${(gzipBytes / 1024).toFixed(1)} KB`);

const server = await startServer(PORT);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const pages: Record<
  string,
  { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number; runs: number; tbtEachMs: string }
> = {};
let offlineFcpMs: Record<string, number> = {};
try {
  const list = (await (await fetch(`${server.origin}/utilisateur/hotels?page=1`)).json()) as {
    hotels: { data: Array<{ id: number }> };
  };
  const hotelId = list.hotels.data[0]?.id ?? 1;
  const targets = {
    '/fr': '/fr',
    '/fr/hotels': '/fr/hotels',
    'hotel detail': `/fr/hotels/${hotelId}`,
    '/ar/restaurants': '/ar/restaurants',
    'monument detail': '/fr/monument/1',
    '/ja/monument/1': '/ja/monument/1',
    '/fr/videos': '/fr/videos',
  };
  for (const [name, path] of Object.entries(targets)) {
    if (ONLY && !ONLY.some((word) => name.includes(word))) continue;
    // One run first, not counted: a fresh server rasterizes each demo picture on its first request
    // (server/modules/media, two libvips threads on this 2-core machine) and fills its caches,
    // one-off work that a real deployment, serving stored pictures, never does during a visit.
    await lighthouse(`${server.origin}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const runs = [];
    // A run Lighthouse could not score (a null category score, seen on a busy machine) is run again.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = categories.performance?.score;
      if (score === null || score === undefined) {
        console.warn(`${path}: a run without a score (${result.lhr.runtimeError?.message ?? 'no error given'}), again`);
        continue;
      }
      runs.push({
        score: Math.round(score * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      });
    }
    pages[name] = {
      score: median(runs.map((r) => r.score)),
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
      cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
      fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
      runs: runs.length,
      // Each run's, in order: a single run on a busy 2-core machine can be several times the median.
      tbtEachMs: runs.map((r) => Math.round(r.tbtMs)).join(' '),
    };
  }
  // Printed before the offline measure, which a failure would otherwise take down with it.
  console.log('\nLighthouse mobile (median of runs):');
  console.table(pages);
  offlineFcpMs = await offlineFcp(server.origin, hotelId, Math.max(RUNS, 5));
} finally {
  chrome.kill();
  await server.stop();
}
console.log('\nOffline repeat visit, CPU 4× slower: first contentful paint (median, ms):');
console.table(offlineFcpMs);
writeResults('perf-results/perf.json', {
  date: new Date().toISOString(),
  firstLoadJsGzipKB: Object.fromEntries(
    Object.entries(bundles).map(([k, v]) => [k, Number((v.gzipBytes / 1024).toFixed(1))]),
  ),
  lighthouseMobile: pages,
  offlineRepeatVisitFcpMs: offlineFcpMs,
});
