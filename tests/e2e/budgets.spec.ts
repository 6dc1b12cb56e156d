import { expect, test } from '@playwright/test';
import { DETAIL_PAGE_KINDS, PAGE_TEXT, type PageKind, PLACE_PAGE_KINDS } from '../../domain/seo.ts';
import { STATIC_PAGES } from '../../domain/static-pages/index.ts';
import { firstLoadJs } from '../perf/bundle-size.ts';

/** Every kind of page the server knows, item pages included. */
const KINDS: PageKind[] = [
  ...(Object.keys(PAGE_TEXT) as PageKind[]),
  ...(Object.keys(STATIC_PAGES) as PageKind[]),
  ...DETAIL_PAGE_KINDS,
  ...PLACE_PAGE_KINDS,
  'article',
];

/** Issues 2 and 4's budget, from the production build's manifest: what a first visit downloads. */
test('no page loads more than 100 KB of gzipped JavaScript on a first visit', () => {
  const bundles = firstLoadJs('dist', KINDS);
  const over = Object.entries(bundles)
    .filter(([, { gzipBytes }]) => gzipBytes > 100 * 1024)
    .map(([kind, { gzipBytes }]) => `${kind}: ${(gzipBytes / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
  expect(Object.keys(bundles).length).toBeGreaterThan(50);
});
