import { describe, expect, it } from 'vitest';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('catalogue search API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('searches the whole catalogue, grouped by kind, in any language', async () => {
    type Groups = Record<string, { total: number; data: { slug: string }[] }>;
    const search = async (q: string) =>
      ((await get(`/utilisateur/search?q=${encodeURIComponent(q)}`)).json() as { results: Groups }).results;
    const restaurant = demo.restaurants.at(-1)!;
    expect((await search(restaurant.name.ar)).restaurants?.data.map((r) => r.slug)).toContain(restaurant.slug);
    const museum = demo.museums[0]!;
    expect((await search(museum.name.ja)).museums?.data.map((r) => r.slug)).toContain(museum.slug);
    const djerba = await search('DJERBA');
    expect(djerba.hotels?.total).toBe(demo.hotels.filter((h) => h.destination === 'djerba').length);
    expect(djerba.hotels?.data.length).toBe(Math.min(6, djerba.hotels?.total ?? 0));
    expect(Object.values(await search('zzzqqq')).every((g) => g.total === 0 && g.data.length === 0)).toBe(true);
  });
});
