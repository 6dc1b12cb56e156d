import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTELS_PAGE_SIZE } from '../../../domain/constants.ts';
import {
  citiesResponseSchema,
  destinationsResponseSchema,
  statesResponseSchema,
} from '../../../domain/contract/geography.ts';
import {
  hotelDetailResponseSchema,
  hotelsListResponseSchema,
  hotelsPageResponseSchema,
} from '../../../domain/contract/hotels.ts';
import { demo } from '../../demo-catalogue.ts';

const { destinations, hotels: seedHotels, states } = demo;

import { roomFromPriceDt } from '../../../server/db/seed/format.ts';
import { databases, startApp } from '../harness.ts';

const stateOfDestination = new Map(destinations.map((d) => [d.slug, d.state]));

describe.each(databases)('hotels API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  describe('GET /utilisateur/hotels', () => {
    it('pages the catalogue in Laravel shape with absolute links', async () => {
      const res = await get('/utilisateur/hotels?page=1');
      expect(res.statusCode).toBe(200);
      const { hotels } = hotelsPageResponseSchema.parse(res.json());
      const total = seedHotels.length;
      const lastPage = Math.ceil(total / HOTELS_PAGE_SIZE);
      expect(hotels).toMatchObject({
        total,
        per_page: HOTELS_PAGE_SIZE,
        current_page: 1,
        last_page: lastPage,
        from: 1,
        to: HOTELS_PAGE_SIZE,
      });
      expect(hotels.data).toHaveLength(HOTELS_PAGE_SIZE);
      expect(hotels.links[0]).toEqual({ url: null, label: 'pagination.previous', active: false });
      expect(hotels.links.at(-1)).toEqual({
        url: 'http://rihla.test/utilisateur/hotels?page=2',
        label: 'pagination.next',
        active: false,
      });
      expect(hotels.links.slice(1, -1).map((l) => l.label)).toEqual(
        Array.from({ length: lastPage }, (_, i) => String(i + 1)),
      );
      expect(hotels.links[1]).toMatchObject({ label: '1', active: true });
    });

    it('serves the last page and an empty page past it', async () => {
      const total = seedHotels.length;
      const last = Math.ceil(total / HOTELS_PAGE_SIZE);
      const { hotels } = hotelsPageResponseSchema.parse((await get(`/utilisateur/hotels?page=${last}`)).json());
      expect(hotels.from).toBe((last - 1) * HOTELS_PAGE_SIZE + 1);
      expect(hotels.to).toBe(total);
      expect(hotels.next_page_url).toBeNull();
      expect(hotels.links.at(-1)?.url).toBeNull();
      const past = hotelsPageResponseSchema.parse((await get(`/utilisateur/hotels?page=${last + 1}`)).json());
      expect(past.hotels.data).toEqual([]);
      expect(past.hotels.from).toBeNull();
    });

    it('carries every listing field in seven languages, coordinates as numeric strings', async () => {
      const { hotels } = hotelsPageResponseSchema.parse((await get('/utilisateur/hotels')).json());
      const hotel = hotels.data[0]!;
      const seed = seedHotels.find((h) => h.slug === hotel.slug)!;
      expect(hotel.name).toBe(seed.name.fr);
      expect(hotel.name_ar).toBe(seed.name.ar);
      expect(hotel.description_ja).toBe(seed.description.ja);
      expect(hotel.lat).toMatch(/^-?\d+\.\d+$/);
      expect(Number(hotel.lat)).toBeCloseTo(seed.lat, 4);
      expect(hotel.starting_price).toBe(Math.min(...seed.rooms.map(roomFromPriceDt)));
      expect(hotel.destination.id).toBe(hotel.destination_id);
    });

    it('rejects bad pages and over-long searches with {message, code}', async () => {
      for (const page of ['-1', 'abc', '0', '1.5', '99999999999']) {
        const res = await get(`/utilisateur/hotels?page=${page}`);
        expect(res.statusCode, `page=${page}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_query', message: expect.any(String) });
      }
      const long = await get(`/utilisateur/hotels?search=${'a'.repeat(5000)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ code: 'search_too_long' });
      const badDestination = await get('/utilisateur/hotels?destination_id=abc');
      expect(badDestination.statusCode).toBe(400);
    });

    it('searches names case- and accent-insensitively, in every script', async () => {
      const accented = seedHotels.find((h) => /[éèïëçà]/i.test(h.name.fr)) ?? seedHotels[0]!;
      const plain = accented.name.fr
        .normalize('NFD')
        .replace(/\p{Mn}/gu, '')
        .toUpperCase();
      const byPlain = hotelsPageResponseSchema.parse(
        (await get(`/utilisateur/hotels?search=${encodeURIComponent(plain)}`)).json(),
      );
      expect(byPlain.hotels.data.map((h) => h.slug)).toContain(accented.slug);

      const target = seedHotels[3]!;
      for (const lang of ['ar', 'ru', 'zh', 'ja', 'ko'] as const) {
        const res = hotelsPageResponseSchema.parse(
          (await get(`/utilisateur/hotels?search=${encodeURIComponent(target.name[lang])}`)).json(),
        );
        expect(
          res.hotels.data.map((h) => h.slug),
          lang,
        ).toContain(target.slug);
      }
      // Arabic typed without short vowels and with a bare alef still matches.
      const arabic = target.name.ar.replace(/[\u064B-\u0652]/g, '').replace(/[أإآ]/g, 'ا');
      const res = hotelsPageResponseSchema.parse(
        (await get(`/utilisateur/hotels?search=${encodeURIComponent(arabic)}`)).json(),
      );
      expect(res.hotels.data.map((h) => h.slug)).toContain(target.slug);
    });

    it('accepts the search unencoded, as the spec sends it', async () => {
      const target = seedHotels[0]!;
      const word = target.name.fr.split(' ').at(-1)!;
      const res = await get(`/utilisateur/hotels?search=${word}`);
      expect(res.statusCode).toBe(200);
      expect(hotelsPageResponseSchema.parse(res.json()).hotels.data.map((h) => h.slug)).toContain(target.slug);
    });

    it('finds nothing for an unknown name, and keeps filters in paging links', async () => {
      const none = hotelsPageResponseSchema.parse((await get('/utilisateur/hotels?search=zzqxwv')).json());
      expect(none.hotels).toMatchObject({ total: 0, data: [], last_page: 1 });
      const pct = await get('/utilisateur/hotels?search=%25');
      expect(hotelsPageResponseSchema.parse(pct.json()).hotels.total).toBe(0);
    });

    it('sorts the whole list by price or stars, across pages, and keeps the sort in paging links', async () => {
      const pages = async (query: string) => {
        const all = [];
        for (let page = 1; ; page++) {
          const { hotels } = hotelsPageResponseSchema.parse(
            (await get(`/utilisateur/hotels?${query}&page=${page}`)).json(),
          );
          all.push(...hotels.data);
          if (page === 1 && hotels.next_page_url) expect(hotels.next_page_url).toContain(query);
          if (page >= hotels.last_page) return all;
        }
      };
      const byPrice = await pages('sort=price');
      expect(byPrice).toHaveLength(seedHotels.length);
      const prices = byPrice.map((h) => h.starting_price).filter((p): p is number => p !== null);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cheapestLast = (await pages('sort=price_desc')).map((h) => h.starting_price).filter((p) => p !== null);
      expect(cheapestLast).toEqual([...prices].reverse());
      const stars = (await pages('sort=stars_desc')).map((h) => h.stars);
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    });

    it('filters by price from, stars and facilities, every hotel shown matching them all', async () => {
      const { hotels } = hotelsPageResponseSchema.parse(
        (await get('/utilisateur/hotels?min_price=100&max_price=400&stars=4,5&facilities=pool')).json(),
      );
      expect(hotels.total).toBeGreaterThan(0);
      expect(hotels.total).toBeLessThan(seedHotels.length);
      for (const h of hotels.data) {
        expect(h.starting_price).toBeGreaterThanOrEqual(100);
        expect(h.starting_price).toBeLessThanOrEqual(400);
        expect([4, 5]).toContain(h.stars);
        const detail = hotelDetailResponseSchema.parse((await get(`/utilisateur/hotels/${h.id}`)).json());
        expect(detail.hotel.facilities).toContain('pool');
      }
      for (const bad of ['sort=cheap', 'stars=6', 'min_price=-3', 'facilities=Pool;drop'])
        expect((await get(`/utilisateur/hotels?${bad}`)).statusCode, bad).toBe(400);
    });

    it('filters by destination', async () => {
      const { destinations: list } = destinationsResponseSchema.parse(
        (await get('/utilisateur/alldestinations')).json(),
      );
      const busiest = destinations
        .map((d) => ({ d, n: seedHotels.filter((h) => h.destination === d.slug).length }))
        .sort((a, b) => b.n - a.n)[0]!;
      const id = list.find((d) => d.slug === busiest.d.slug)!.id;
      const { hotels } = hotelsPageResponseSchema.parse((await get(`/utilisateur/hotels?destination_id=${id}`)).json());
      expect(hotels.total).toBe(busiest.n);
      expect(hotels.data.every((h) => h.destination.id === id)).toBe(true);
      expect(hotels.first_page_url).toContain(`destination_id=${id}`);
    });
  });

  describe('other hotel listings', () => {
    it('allhotels lists everything under hotels.data, optionally by destination', async () => {
      const all = hotelsListResponseSchema.parse((await get('/utilisateur/allhotels')).json());
      expect(all.hotels.data).toHaveLength(seedHotels.length);
      const id = all.hotels.data[0]!.destination_id;
      const some = hotelsListResponseSchema.parse((await get(`/utilisateur/allhotels?destination_id=${id}`)).json());
      expect(some.hotels.data.length).toBeGreaterThan(0);
      expect(some.hotels.data.every((h) => h.destination_id === id)).toBe(true);
    });

    it('hotelsspecial lists the special offers only', async () => {
      const res = hotelsListResponseSchema.parse((await get('/utilisateur/hotelsspecial')).json());
      expect(res.hotels.data.map((h) => h.slug).sort()).toEqual(
        seedHotels
          .filter((h) => h.special)
          .map((h) => h.slug)
          .sort(),
      );
    });

    it('hotelsbystate accepts a slug or an id, and 404s an unknown governorate', async () => {
      const stateSlug = stateOfDestination.get(seedHotels[0]!.destination)!;
      const expected = seedHotels
        .filter((h) => stateOfDestination.get(h.destination) === stateSlug)
        .map((h) => h.slug)
        .sort();
      const bySlug = hotelsListResponseSchema.parse((await get(`/utilisateur/hotelsbystate/${stateSlug}`)).json());
      expect(bySlug.hotels.data.map((h) => h.slug).sort()).toEqual(expected);
      const { states: list } = statesResponseSchema.parse((await get('/utilisateur/states')).json());
      const id = list.find((s) => s.slug === stateSlug)!.id;
      const byId = hotelsListResponseSchema.parse((await get(`/utilisateur/hotelsbystate/${id}`)).json());
      expect(byId.hotels.data).toHaveLength(expected.length);
      const unknown = await get('/utilisateur/hotelsbystate/atlantis');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'state_not_found' });
    });
  });

  describe('GET /utilisateur/hotels/:id', () => {
    it('returns the hotel with rooms, facilities and its places', async () => {
      const { hotels } = hotelsPageResponseSchema.parse((await get('/utilisateur/hotels')).json());
      const first = hotels.data[0]!;
      const { hotel } = hotelDetailResponseSchema.parse((await get(`/utilisateur/hotels/${first.id}`)).json());
      const seed = seedHotels.find((h) => h.slug === first.slug)!;
      expect(hotel.rooms).toHaveLength(seed.rooms.length);
      expect(hotel.rooms.map((r) => r.price)).toEqual([...seed.rooms.map(roomFromPriceDt)].sort((a, b) => a - b));
      expect(hotel.facilities).toEqual(seed.facilities);
      expect(hotel.destination.slug).toBe(seed.destination);
      expect(hotel.city.slug).toBe(seed.city);
      expect(hotel.state.slug).toBe(stateOfDestination.get(seed.destination));
    });

    it('404s an unknown id and 400s a malformed one', async () => {
      const missing = await get('/utilisateur/hotels/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.any(String), code: 'hotel_not_found' });
      for (const id of ['abc', '0', '-3', '1e3']) {
        const res = await get(`/utilisateur/hotels/${id}`);
        expect(res.statusCode, id).toBe(400);
      }
    });
  });

  describe('geography', () => {
    it('lists the 24 governorates with Arabic names', async () => {
      const { states: list } = statesResponseSchema.parse((await get('/utilisateur/states')).json());
      expect(list).toHaveLength(24);
      const tunis = list.find((s) => s.slug === states.find((x) => x.iso === 'TN-11')!.slug)!;
      expect(tunis.name_ar).toBe('تونس');
    });

    it('lists destinations and cities', async () => {
      const d = destinationsResponseSchema.parse((await get('/utilisateur/alldestinations')).json());
      expect(d.destinations.length).toBe(destinations.length);
      const c = citiesResponseSchema.parse((await get('/utilisateur/city')).json());
      expect(c.cities.length).toBeGreaterThan(10);
    });
  });

  describe('caching and health', () => {
    it('answers a repeated GET with 304 when the ETag matches', async () => {
      const first = await get('/utilisateur/hotels?page=1');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers['cache-control']).toBe('no-cache');
      const second = await get('/utilisateur/hotels?page=1', { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
    });

    it('reports health with the database in use', async () => {
      const res = await get('/healthz');
      expect(res.json()).toEqual({ status: 'ok', database: kind });
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const res = await get('/utilisateur/nothing-here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });
  });
});
