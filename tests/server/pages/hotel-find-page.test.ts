import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { destinationsKey } from '../../../domain/query-keys.ts';
import { addDays } from '../../../domain/rental.ts';
import { HOTEL_FIND_TEXT } from '../../../domain/seo.ts';
import { demo } from '../../demo-catalogue.ts';
import { startApp } from '../harness.ts';

const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30);
const departure = addDays(arrival, 3);
const djerba = demo.destinations.find((d) => d.slug === 'djerba')!;

describe('the page of a destination’s hotels free for a stay', () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('is a page of its own, titled by the destination, with the destinations as its data and no stay in it', async () => {
    const path = `/ar/hotels/find/djerba/${arrival}/${departure}/2/1/1?ages=4`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(`<title>${HOTEL_FIND_TEXT.title.ar} – ${djerba.name.ar} · رحلة</title>`);
    const dataUrl = /<meta name="rihla-data" content="([^"]+)">/.exec(res.body)?.[1]?.replaceAll('&amp;', '&');
    expect(dataUrl).toBe(`/_data${path}`);
    const data = (await ctx.app.inject({ method: 'GET', url: dataUrl! })).json() as { key: unknown[] }[];
    // The rooms are counted live from the browser: the page carries only the destinations.
    expect(data.map((q) => q.key)).toEqual([[...destinationsKey()]]);
    // By id as well as by slug, as the find addresses take them.
    const { destinations } = (await ctx.app.inject({ method: 'GET', url: '/utilisateur/alldestinations' })).json() as {
      destinations: { id: number; slug: string }[];
    };
    const id = destinations.find((d) => d.slug === 'djerba')!.id;
    const byId = await get(`/hotels/find/${id}/${arrival}/${departure}/2/1/0`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain(`<title>${HOTEL_FIND_TEXT.title.fr} – ${djerba.name.fr} · Rihla</title>`);
  });

  it('answers 404 for an unknown destination, and still sends a shorter find address to the listing', async () => {
    expect((await get(`/fr/hotels/find/atlantis/${arrival}/${departure}/2/1/0`)).statusCode).toBe(404);
    const shorter = await get('/fr/hotels/find/djerba');
    expect(shorter.statusCode).toBe(302);
    expect(shorter.headers.location).toMatch(/^\/fr\/hotels\?destination_id=\d+$/);
  });
});
