import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageCache, type PageSource } from '../../../server/lib/page-cache.ts';
import { startApp } from '../harness.ts';

/**
 * A stand-in for the build: a template, and a server-rendering bundle that counts its renders and
 * writes the answers it was given into the page, so what a page shows and how often it was
 * rendered can both be read from outside.
 */
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-page-cache-'));
  const dist = path.join(dir, 'dist');
  const ssr = path.join(dir, 'dist-ssr');
  fs.mkdirSync(dist);
  fs.mkdirSync(ssr);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="fr" dir="ltr">
  <head><meta charset="UTF-8"><title>Rihla</title><!--app-head--></head>
  <body><div id="root"></div></body>
</html>`,
  );
  fs.writeFileSync(
    path.join(ssr, 'entry-server.js'),
    `export async function renderPage(url, locale, inline) {
  globalThis.rihlaTestRenders = (globalThis.rihlaTestRenders ?? 0) + 1;
  // As React writes a Suspense boundary whose lazy code was not loaded yet.
  if (globalThis.rihlaTestLazyMissing) return '<main><!--$!--><template></template><!--/$--></main>';
  return '<main>' + JSON.stringify(inline.map((q) => q.response)).replace(/</g, '\\\\u003c') + '</main>';
}
`,
  );
  return { dist, ssr, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const testGlobals = globalThis as { rihlaTestRenders?: number; rihlaTestLazyMissing?: boolean };
const renders = () => testGlobals.rihlaTestRenders ?? 0;

/** A time in Tunisia (UTC+1 all year) as milliseconds since the epoch. */
const tunis = (local: string) => Date.parse(`${local}+01:00`);

describe('server-rendered pages kept rendered and compressed', () => {
  const build = fakeBuild();
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let hotelId: number;
  beforeAll(async () => {
    ctx = await startApp('sqlite', { DIST_DIR: build.dist, SSR_DIR: build.ssr });
    const row = await ctx.db.kysely.selectFrom('hotels').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    hotelId = row.id;
  });
  afterAll(async () => {
    await ctx?.close();
    build.remove();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The clock of the app (its caches read Date.now()), moved by the tests. */
  const setClock = (at: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const renameHotel = async (id: number, fr: string) => {
    const row = await ctx.db.kysely.selectFrom('hotels').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    const name = { ...(JSON.parse(row.name) as Record<string, string>), fr };
    await ctx.db.kysely
      .updateTable('hotels')
      .set({ name: JSON.stringify(name) })
      .where('id', '=', id)
      .execute();
  };

  it('renders a page once and serves it again from memory, per URL, language and query', async () => {
    setClock(tunis('2026-11-27T12:00:00'));
    const before = renders();
    const first = await get('/fr/hotels');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<main>');
    expect(renders()).toBe(before + 1);
    const second = await get('/fr/hotels');
    expect(renders()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    // The same security headers as the page's first answer (helmet's, set on every request).
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'content-type',
      'cache-control',
    ])
      expect(second.headers[header], header).toBe(first.headers[header]);
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    await get('/ar/hotels');
    await get('/fr/hotels?page=2');
    expect(renders()).toBe(before + 3);
    await get('/ar/hotels');
    await get('/fr/hotels?page=2');
    expect(renders()).toBe(before + 3);

    // Visitors arriving together at a page not kept yet wait for one render.
    const together = await Promise.all(Array.from({ length: 5 }, () => get('/ja/hotels')));
    expect(renders()).toBe(before + 4);
    for (const res of together) expect(res.body).toBe(together[0]?.body);
  });

  it('keeps a page while its data is unchanged, and shows a catalogue change once the API shows it', async () => {
    const start = tunis('2026-11-27T13:00:00');
    setClock(start);
    const page = `/fr/hotels/${hotelId}`;
    const api = `/utilisateur/hotels/${hotelId}`;
    const before = renders();
    const name = ((await get(api)).json() as { hotel: { name: string } }).hotel.name;
    expect((await get(page)).body).toContain(name);
    expect(renders()).toBe(before + 1);

    // Past the API answers' lifetime, unchanged: checked against them, not rendered again.
    setClock(start + 11_000);
    expect((await get(page)).body).toContain(name);
    expect(renders()).toBe(before + 1);

    await renameHotel(hotelId, 'Hôtel Renommé Entre-Temps');
    // Until the API's own answer changes, the page is the one rendered before.
    expect((await get(page)).body).toContain(name);
    expect(renders()).toBe(before + 1);
    setClock(start + 22_000);
    expect(((await get(api)).json() as { hotel: { name: string } }).hotel.name).toBe('Hôtel Renommé Entre-Temps');
    const changed = await get(page);
    expect(changed.body).toContain('Hôtel Renommé Entre-Temps');
    expect(changed.body).toContain('<title>Hôtel Renommé Entre-Temps · Rihla</title>');
    expect(renders()).toBe(before + 2);
    await renameHotel(hotelId, name);
  });

  it('renders every page again when the day turns in Tunisia', async () => {
    setClock(tunis('2026-11-27T23:59:57'));
    const before = renders();
    await get('/ko/hotels');
    setClock(tunis('2026-11-27T23:59:59'));
    await get('/ko/hotels');
    expect(renders()).toBe(before + 1);
    // Two seconds later, well within the answers' lifetime, but another day: events may be over.
    setClock(tunis('2026-11-28T00:00:01'));
    await get('/ko/hotels');
    expect(renders()).toBe(before + 2);
  });

  it('answers a matching If-None-Match with 304, and each encoding decompresses to the same HTML', async () => {
    setClock(tunis('2026-11-28T09:00:00'));
    const identity = await get('/en/hotels', { 'accept-encoding': 'identity' });
    const br = await get('/en/hotels', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/en/hotels', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(identity.body).toContain('<html lang="en" dir="ltr">');

    const etags = [identity, br, gzip].map((res) => String(res.headers.etag));
    // Strong, and one per encoding.
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    for (const res of [identity, br, gzip]) expect(res.headers.vary).toContain('accept-encoding');

    const revalidated = await get('/en/hotels', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etags[1]! });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etags[1]);
    expect(revalidated.headers['content-security-policy']).toBe(br.headers['content-security-policy']);
    const stale = await get('/en/hotels', { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('never keeps an error page or a partial render, nor keeps or serves a page to a request with credentials or cookies', async () => {
    setClock(tunis('2026-11-28T10:00:00'));
    const before = renders();
    const personal: Record<string, string>[] = [
      { cookie: 'session=abc' },
      { authorization: 'Bearer 0123456789abcdef' },
    ];
    for (const headers of personal) await get('/ru/hotels', headers);
    expect(renders()).toBe(before + 2);
    // Nothing was kept from them: the first anonymous request renders.
    await get('/ru/hotels');
    expect(renders()).toBe(before + 3);
    await get('/ru/hotels');
    expect(renders()).toBe(before + 3);
    // Nor are they served the page kept for everyone.
    for (const headers of personal) {
      const res = await get('/ru/hotels', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(renders()).toBe(before + 5);

    for (let i = 0; i < 2; i++) {
      const res = await get('/ru/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(renders()).toBe(before + 7);

    // A render with a part React left to the browser is not kept: the next one will be whole.
    testGlobals.rihlaTestLazyMissing = true;
    expect((await get('/zh/hotels')).body).toContain('<!--$!-->');
    testGlobals.rihlaTestLazyMissing = false;
    expect((await get('/zh/hotels')).body).not.toContain('<!--$!-->');
    await get('/zh/hotels');
    expect(renders()).toBe(before + 9);
  });
});

describe('the page cache’s bound', () => {
  const page = (html: string): PageSource => ({
    parts: 'p',
    expires: Number.POSITIVE_INFINITY,
    render: async () => ({ status: 200, html, cacheable: true }),
  });

  it('keeps at most its size in bytes, dropping the least recently used page first', async () => {
    const cache = new PageCache(200_000, () => tunis('2026-11-28T12:00:00'));
    // Random text does not compress: each page costs about 3 × 30 KB (HTML, Brotli, gzip).
    const text = (n: number) =>
      `<p>${n}</p>${Buffer.from(Array.from({ length: 22_000 }, () => Math.random() * 256)).toString('base64')}`;
    let loads = 0;
    const get = (n: number) =>
      cache.get(`/fr/hotels/${n}`, async () => {
        loads++;
        return page(text(n));
      });
    for (let n = 0; n < 100; n++) {
      await get(n);
      expect(cache.size.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(cache.size.pages).toBe(2);
    await get(98); // the older of the two kept, now the most recently used
    expect(loads).toBe(100);
    await get(100);
    await get(98);
    expect(loads).toBe(101);
    await get(99);
    expect(loads).toBe(102);
  });
});
