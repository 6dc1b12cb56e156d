import fs from 'node:fs';
import path from 'node:path';
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

/** Issue 5's budget, from the production build's manifest: what a first visit downloads. */
test('no page loads more than 90 KB of gzipped JavaScript on a first visit', () => {
  const bundles = firstLoadJs('dist', KINDS);
  const over = Object.entries(bundles)
    .filter(([, { gzipBytes }]) => gzipBytes > 90 * 1024)
    .map(([kind, { gzipBytes }]) => `${kind}: ${(gzipBytes / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
  expect(Object.keys(bundles).length).toBeGreaterThan(50);
});

test('the API schemas and zod arrive with the first call that needs them, not with the page', () => {
  const withZod = Object.entries(firstLoadJs('dist', KINDS))
    .filter(([, { files }]) => files.some((f) => fs.readFileSync(path.join('dist', f), 'utf8').includes('$ZodObject')))
    .map(([kind]) => kind);
  expect(withZod).toEqual([]);
});
