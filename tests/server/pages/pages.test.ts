import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../domain/locales.ts';
import { PAGE_TEXT } from '../../../domain/seo.ts';
import { demo } from '../../demo-catalogue.ts';

const seedHotels = demo.hotels;

import { startApp } from '../harness.ts';

describe('pages served with their head filled server-side', () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('sets lang, dir, title, description, canonical and hreflang alternates', async () => {
    const res = await get('/ar/hotels');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الفنادق في تونس · رحلة</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*تونس[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="http://rihla.test/ar/hotels">');
    for (const l of LOCALES)
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="http://rihla.test/${l}/hotels">`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://rihla.test/hotels">');
  });

  it('serves French without a prefix, left to right', async () => {
    const html = (await get('/hotels')).body;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<title>Hôtels en Tunisie · Rihla</title>');
    expect(html).toContain('<link rel="canonical" href="http://rihla.test/fr/hotels">');
  });

  it('titles a hotel page with the hotel name in the page language', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/utilisateur/allhotels' })).json() as {
      hotels: { data: Array<{ id: number; slug: string }> };
    };
    const first = list.hotels.data[0]!;
    const seed = seedHotels.find((h) => h.slug === first.slug)!;
    const html = (await get(`/ja/hotels/${first.id}`)).body;
    expect(html).toContain('<html lang="ja" dir="ltr">');
    expect(html).toContain(`<title>${seed.name.ja} · Rihla</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://rihla.test/ja/hotels/${first.id}">`);
  });

  it('serves every section page with its own title, and each item page titled by the item, or 404', async () => {
    for (const [path, kind] of Object.entries({
      secour: 'secour',
      monument: 'monuments',
      festival: 'festivals',
      musses: 'museums',
      events: 'events',
      activity: 'activities',
      restaurants: 'restaurants',
      maison: 'maisons',
      vehicules: 'vehicles',
      allguides: 'guides',
      circuits: 'circuits',
      agences: 'agencies',
      'agences/annuaire': 'agencyDirectory',
      videos: 'videos',
      blog: 'blog',
      search: 'search',
    } as const)) {
      const res = await get(`/ko/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${PAGE_TEXT[kind].title.ko} · Rihla</title>`);
    }
    const items = [
      ['monument', '/utilisateur/monument', 'monuments', 'name'],
      ['festival', '/utilisateur/festival', 'festivals', 'name'],
      ['events', '/utilisateur/allevent', 'events', 'title'],
      ['activity', '/utilisateur/allactivity', 'activety', 'title'],
      ['musses', '/utilisateur/musees', 'musees', 'name'],
      ['restaurants', '/utilisateur/restaurants', 'restaurants', 'name'],
      ['maison', '/utilisateur/maison', 'maisons', 'name'],
    ] as const;
    for (const [path, api, field, name] of items) {
      const body = (await ctx.app.inject({ method: 'GET', url: api })).json() as Record<string, unknown>;
      const wrapped = body[field] as Record<string, string>[] | { data: Record<string, string>[] };
      const first = (Array.isArray(wrapped) ? wrapped : wrapped.data)[0]!;
      const res = await get(`/ru/${path}/${first.id}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${first[`${name}_ru`]} · Rihla</title>`);
      // The page's data holds the item for the client, as the API answered it.
      expect(res.body, path).toContain(`<meta name="rihla-data" content="/_data/ru/${path}/${first.id}">`);
      expect((await get(`/_data/ru/${path}/${first.id}`)).body, path).toContain(`"/utilisateur/`);
      expect((await get(`/ru/${path}/99999`)).statusCode, path).toBe(404);
    }
  });

  it('titles pages named by slug from their item, in the page language, or answers 404', async () => {
    const api = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();
    const video = (await api('/utilisateur/videos')).videos.data[0];
    const circuit = (await api('/utilisateur/circuits')).circuits[0];
    const agency = (await api('/utilisateur/allagencies'))[0];
    const guide = (await api('/utilisateur/guide')).guides[0];
    const article = (await api('/utilisateur/wp/v2/posts?lang=ja&per_page=1'))[0];
    const pottery = (await api('/utilisateur/artisanat/pottery')).category;
    const agil = (await api('/utilisateur/agil')).partner;
    for (const [path, title] of [
      [`videos/${video.slug}`, video.name_ja],
      [`circuits/${circuit.slug}`, circuit.name_ja],
      [`agences/${agency.slug}`, agency.name_ja],
      [`allguides/${guide.id}`, guide.name_ja],
      [`blog/${article.slug}`, article.title.rendered],
      ['pottery', pottery.title_ja],
      ['agil', agil.name_ja],
    ]) {
      const res = await get(`/ja/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${title} · Rihla</title>`);
    }
    const guidePage = (await get(`/ja/allguides/${guide.id}`)).body;
    expect(guidePage).toContain(
      `<meta name="description" content="${guide.bio_ja
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .slice(0, 40)}`,
    );
    for (const path of ['videos/no-such-video', 'circuits/no-such-tour', 'agences/no-such-agency', 'blog/nope']) {
      expect((await get(`/ja/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('sends the find addresses to their listing or place, keeping the language', async () => {
    const { destinations } = (await ctx.app.inject({ method: 'GET', url: '/utilisateur/alldestinations' })).json() as {
      destinations: { id: number; slug: string }[];
    };
    const djerba = destinations.find((d) => d.slug === 'djerba')!;
    for (const [path, location] of [
      ['/ar/hotels/findHotel/djerba', `/ar/hotels?destination_id=${djerba.id}`],
      [`/restaurants/find/${djerba.id}`, `/restaurants?destination_id=${djerba.id}`],
      ['/en/events/findEvent/state/tunis', '/en/states/tunis'],
      ['/fr/restaurants/findCity/tunis', '/fr/city/tunis'],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(302);
      expect(res.headers.location, path).toBe(location);
    }
    expect((await get('/fr/hotels/findHotel/atlantis')).statusCode).toBe(404);
  });

  it('renders an itinerary whose longitude looks like a file extension, and 404s missing files', async () => {
    const page = await get('/fr/iteneraire/36.7952/10.1687');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<title>${PAGE_TEXT.itinerary.title.fr} · Rihla</title>`);
    // A link from a place names it: the title a shared link or a tab shows says where to.
    const named = await get('/ar/iteneraire/36.7952/10.1687?name=%20Amphith%C3%A9%C3%A2tre%20%20d%27El%20Jem');
    expect(named.body).toContain(`<title>${PAGE_TEXT.itinerary.title.ar} : Amphithéâtre d&#39;El Jem · رحلة</title>`);
    for (const file of ['/assets/missing-chunk.js', '/fr/missing.png', '/xx/missing.css']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it('redirects an unknown language prefix to /fr', async () => {
    const res = await get('/xx/hotels');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr');
  });

  it('sends an address with a trailing slash to the page without it, query kept, never off the site', async () => {
    for (const [from, to] of [
      ['/fr/', '/fr'],
      ['/ar/hotels/?page=2&search=djerba', '/ar/hotels?page=2&search=djerba'],
      ['/fr/hotels//', '/fr/hotels'],
      ['//example.com//', '/'],
    ]) {
      const res = await get(from as string);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    // The home at the root is the one page whose address is a slash.
    expect((await get('/')).statusCode).toBe(200);
  });

  it('answers unknown pages and hotels with 404 and the not-found title', async () => {
    const page = await get('/en/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page not found · Rihla</title>');
    const hotel = await get('/ko/hotels/999999');
    expect(hotel.statusCode).toBe(404);
    expect(hotel.body).toContain('<html lang="ko" dir="ltr">');
  });

  it('sends a strict content security policy and no inline script', async () => {
    const res = await get('/fr');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Only external scripts and non-executable JSON data.
    expect(res.body).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/);
  });

  it('serves a video’s embed page, alone of all pages framable by other sites, with no script', async () => {
    const video = demo.videos[0]!;
    const res = await get(`/ar/videos/${video.slug}/embed`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toMatch(/<video src="\/media\/videos\/[a-z]+\.webm"[^>]* controls/);
    expect(res.body).toContain(`href="http://rihla.test/ar/videos/${video.slug}"`);
    expect(res.body).toContain(video.name.ar);
    expect(res.body).not.toContain('<script');
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect((await get(`/videos/${video.slug}/embed`)).body).toContain('<html lang="fr" dir="ltr">');

    const page = await get(`/ar/videos/${video.slug}`);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('/ar/videos/no-such-video/embed')).statusCode).toBe(404);
    expect((await get(`/xx/videos/${video.slug}/embed`)).statusCode).toBe(404);
  });

  it('names where the first page of data is, and serves it there under the client query key', async () => {
    const html = (await get('/fr/hotels?page=2')).body;
    expect(html).toContain('<meta name="rihla-data" content="/_data/fr/hotels?page=2">');
    // The answers are not in the page: they are most of a listing's HTML.
    expect(html).not.toContain('"current_page"');
    const res = await get('/_data/fr/hotels?page=2');
    expect(res.headers['content-type']).toContain('application/json');
    const [entry] = res.json() as Array<{
      key: unknown[];
      response: { hotels: { current_page: number; data: unknown[] } };
    }>;
    expect(entry?.key).toEqual(['api', '/utilisateur/hotels?page=2']);
    expect(entry?.response.hotels.current_page).toBe(2);
    expect(entry?.response.hotels.data).toHaveLength(Math.min(15, seedHotels.length - 15));
    // Compressed once and revalidated like the API's answers: an unchanged page's data is a 304.
    const data = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/_data/fr/hotels?page=2', headers });
    const compressed = await data({ 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const etag = String(compressed.headers.etag);
    expect((await data({ 'accept-encoding': 'br', 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('serves a hotel page’s data, and a page with none names none', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/utilisateur/allhotels' })).json() as {
      hotels: { data: Array<{ id: number }> };
    };
    const id = list.hotels.data[0]!.id;
    expect((await get(`/fr/hotels/${id}`)).body).toContain(`<meta name="rihla-data" content="/_data/fr/hotels/${id}">`);
    const [entry, offers] = (await get(`/_data/fr/hotels/${id}`)).json() as Array<{
      key: unknown[];
      response: { offers?: unknown[] };
    }>;
    expect(entry?.key).toEqual(['api', `/utilisateur/hotels/${id}`]);
    // Its offers too, under the path the page asks (components/detail/offers-section.tsx).
    expect(offers?.key).toEqual(['api', `/utilisateur/offers?kind=hotel&listing_id=${id}`]);
    expect(Array.isArray(offers?.response.offers)).toBe(true);
    expect((await get('/fr/secour')).body).not.toContain('name="rihla-data"');
    expect((await get('/_data/fr/no-such-page')).json()).toEqual([]);
    const hostile = await get('/fr/hotels?search=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.body).not.toContain('<script>alert(1)');
  });

  it('escapes what it writes into the head', async () => {
    const res = await get('/fr/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('serves generated artwork for seeded media as WebP, cacheable for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/seed/hotels/dar-test-1.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect((await ctx.app.inject({ method: 'GET', url: '/media/seed/hotels/..%2Fetc.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/media/seed/hotels/x.svg' })).statusCode).toBe(404);
  });
});
