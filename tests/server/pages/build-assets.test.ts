import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerBuildAssets } from '../../../server/modules/pages/build-assets.ts';

describe('the build’s hashed files, served from memory', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-assets-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const script = `export const greeting = ${JSON.stringify('marhaba '.repeat(300))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12.js'), script);
  // As server/lib/precompress.ts writes them: both copies, beside any file of 1 KB or more.
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-Cd34.css'), 'p{margin:0}');
  const app = Fastify();
  registerBuildAssets(app, dist);
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the compressed copy the browser accepts, cacheable for a year, and the file itself otherwise', async () => {
    const br = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const css = await get('/assets/tiny-Cd34.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('p{margin:0}');
  });

  it('answers a revalidation with 304, and a name the build did not make with 404', async () => {
    const first = await get('/assets/app-Ab12.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-Ab12.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/assets/app-Ab12.js.br')).statusCode).toBe(404);
    expect((await get('/assets/missing-Ef56.js')).statusCode).toBe(404);
  });
});
