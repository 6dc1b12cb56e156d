import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium.ts';

const url = process.argv[2]!;
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = r!.lhr.audits;
console.log(
  'score',
  r!.lhr.categories.performance!.score,
  'FCP',
  a['first-contentful-paint']!.numericValue,
  'LCP',
  a['largest-contentful-paint']!.numericValue,
  'TBT',
  a['total-blocking-time']!.numericValue,
  'CLS',
  a['cumulative-layout-shift']!.numericValue,
  'SI',
  a['speed-index']!.numericValue,
);
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 0).slice(0, 1500));
console.log(
  JSON.stringify(
    a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details,
    null,
    0,
  )?.slice(0, 800),
);
console.log(
  JSON.stringify(a['layout-shifts']?.details?.items ?? a['cls-culprits-insight']?.details, null, 0)?.slice(0, 1500),
);
for (const it of (a['network-requests']?.details as any)?.items ?? [])
  console.log(
    Math.round(it.networkRequestTime ?? it.startTime),
    Math.round(it.networkEndTime ?? it.endTime),
    it.transferSize,
    it.resourceType,
    it.priority,
    String(it.url).replace('http://127.0.0.1:48391', ''),
  );
chrome.kill();
