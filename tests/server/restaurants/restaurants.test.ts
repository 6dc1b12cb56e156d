import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAURANTS_PAGE_SIZE } from '../../../domain/constants.ts';
import { citiesResponseSchema, destinationsResponseSchema } from '../../../domain/contract/geography.ts';
import {
  restaurantDetailResponseSchema,
  restaurantsListResponseSchema,
  restaurantsPageResponseSchema,
} from '../../../domain/contract/restaurants.ts';
import { demo } from '../../demo-catalogue.ts';

const { destinations, restaurants: seed } = demo;

import { databases, startApp } from '../harness.ts';

const stateOf = new Map(destinations.map((d) => [d.slug, d.state]));

describe.each(databases)('restaurants API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const page = async (url: string) => restaurantsPageResponseSchema.parse((await get(url)).json()).restaurants;

  it('pages restaurants under `restaurants` with absolute links', async () => {
    const first = await page('/utilisateur/restaurants?page=1');
    const last = Math.ceil(seed.length / RESTAURANTS_PAGE_SIZE);
    expect(first).toMatchObject({ total: seed.length, current_page: 1, last_page: last, from: 1 });
    expect(first.data).toHaveLength(Math.min(RESTAURANTS_PAGE_SIZE, seed.length));
    expect(first.links.at(-1)).toEqual({
      url: 'http://rihla.test/utilisateur/restaurants?page=2',
      label: 'pagination.next',
      active: false,
    });
    const lastPage = await page(`/utilisateur/restaurants?page=${last}`);
    expect(lastPage.from).toBe((last - 1) * RESTAURANTS_PAGE_SIZE + 1);
    expect(lastPage.to).toBe(seed.length);
    expect(lastPage.next_page_url).toBeNull();
  });

  it('carries the listing fields in seven languages, the average meal as starting price', async () => {
    const { data } = await page('/utilisateur/restaurants');
    const r = data[0]!;
    const s = seed.find((x) => x.slug === r.slug)!;
    expect(r.name_ko).toBe(s.name.ko);
    expect(r.address_ar).toBe(s.address.ar);
    expect(r.starting_price).toBe(s.averagePriceDt);
    expect(r.cuisine).toBe(s.cuisine);
    expect(r.bookable).toBe(s.bookable);
  });

  it('searches accent- and case-insensitively, and in Arabic', async () => {
    const accented = seed.find((r) => /[éèêïô]/.test(r.name.fr))!;
    const plain = accented.name.fr
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toUpperCase();
    expect(
      (await page(`/utilisateur/restaurants?search=${encodeURIComponent(plain)}`)).data.map((r) => r.slug),
    ).toContain(accented.slug);
    const target = seed[5]!;
    expect(
      (await page(`/utilisateur/restaurants?search=${encodeURIComponent(target.name.ar)}`)).data.map((r) => r.slug),
    ).toContain(target.slug);
  });

  it('filters by destination and by city', async () => {
    const { destinations: ds } = destinationsResponseSchema.parse((await get('/utilisateur/alldestinations')).json());
    const { cities } = citiesResponseSchema.parse((await get('/utilisateur/city')).json());
    const sample = seed[0]!;
    const destinationId = ds.find((d) => d.slug === sample.destination)!.id;
    const cityId = cities.find((c) => c.slug === sample.city)!.id;
    const byDestination = await page(`/utilisateur/restaurants?destination_id=${destinationId}`);
    expect(byDestination.total).toBe(seed.filter((r) => r.destination === sample.destination).length);
    const byCity = await page(`/utilisateur/restaurants?city_id=${cityId}`);
    expect(byCity.total).toBe(seed.filter((r) => r.city === sample.city).length);
    expect(byCity.data.every((r) => r.city_id === cityId)).toBe(true);
    expect(byCity.first_page_url).toContain(`city_id=${cityId}`);
  });

  it('lists all, the special offers and a governorate under `restaurants.data`', async () => {
    const all = restaurantsListResponseSchema.parse((await get('/utilisateur/allrestaurants')).json());
    expect(all.restaurants.data).toHaveLength(seed.length);
    const special = restaurantsListResponseSchema.parse((await get('/utilisateur/restaurantsspecial')).json());
    expect(special.restaurants.data.map((r) => r.slug).sort()).toEqual(
      seed
        .filter((r) => r.special)
        .map((r) => r.slug)
        .sort(),
    );
    const state = stateOf.get(seed[0]!.destination)!;
    const byState = restaurantsListResponseSchema.parse((await get(`/utilisateur/restaurantsbystate/${state}`)).json());
    expect(byState.restaurants.data.map((r) => r.slug).sort()).toEqual(
      seed
        .filter((r) => stateOf.get(r.destination) === state)
        .map((r) => r.slug)
        .sort(),
    );
    expect((await get('/utilisateur/restaurantsbystate/atlantis')).statusCode).toBe(404);
  });

  it('returns one restaurant with its places, and 404/400 for unknown or malformed ids', async () => {
    const { data } = await page('/utilisateur/restaurants');
    const { restaurant } = restaurantDetailResponseSchema.parse(
      (await get(`/utilisateur/restaurants/${data[0]!.id}`)).json(),
    );
    const s = seed.find((x) => x.slug === restaurant.slug)!;
    expect(restaurant.city.slug).toBe(s.city);
    expect(restaurant.state.slug).toBe(stateOf.get(s.destination));
    const missing = await get('/utilisateur/restaurants/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'restaurant_not_found' });
    for (const bad of ['abc', '0', '-1']) expect((await get(`/utilisateur/restaurants/${bad}`)).statusCode).toBe(400);
    for (const bad of ['page=-1', 'page=abc', 'city_id=x', `search=${'a'.repeat(5000)}`]) {
      expect((await get(`/utilisateur/restaurants?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
