import { describe, expect, it } from 'vitest';
import { HOTEL_FIND_PAGE_SIZE } from '../../../domain/booking/hotel-find.ts';
import {
  availabilityResponseSchema,
  type HotelsAvailability,
  hotelsAvailabilityResponseSchema,
} from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
/** A stay well ahead: arrival in 40 days, three nights. */
const arrival = addDays(today(), 40);
const departure = addDays(arrival, 3);
const family = `arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=4`;

describe.each(databases)('a destination’s hotels free for a stay, on %s', (kind) => {
  const api = seededApi(kind);
  const db = () => api.ctx.db.kysely;
  const destinationId = async (slug: string) =>
    (await db().selectFrom('destinations').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const find = async (query: string) => {
    const res = await api.get(`/utilisateur/hotels/availability?${query}`);
    return {
      res,
      body: res.statusCode === 200 ? (hotelsAvailabilityResponseSchema.parse(res.json()) as HotelsAvailability) : null,
    };
  };
  /** The cheapest whole-party stay the hotel's own availability quotes, or null when it has none. */
  const cheapestAlone = async (id: number, query: string) => {
    const res = await api.get(`/utilisateur/hotels/${id}/availability?${query}`);
    expect(res.statusCode).toBe(200);
    const { availability } = availabilityResponseSchema.parse(res.json());
    const totals = availability.rooms.flatMap((r) => (r.stay ? [r.stay.total_millimes] : []));
    return totals.length ? Math.min(...totals) : null;
  };

  it('lists each hotel with room for the party on every night at the total its own page quotes, cheapest first, never cached', async () => {
    const djerba = await destinationId('djerba');
    const { res, body } = await find(`destination_id=${djerba}&${family}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(body!.destination).toMatchObject({ id: djerba, slug: 'djerba' });
    expect(body!).toMatchObject({ arrival, departure, nights: 3 });

    const hotels = await db()
      .selectFrom('hotels')
      .select(['id', 'slug'])
      .where('destination_id', '=', djerba)
      .execute();
    const expected = (
      await Promise.all(hotels.map(async (h) => ({ id: h.id, total: await cheapestAlone(h.id, family) })))
    ).filter((h): h is { id: number; total: number } => h.total !== null);
    // A room of two cannot hold two adults and a child of 4: Dar el Houch has no bigger one.
    expect(expected.length).toBeLessThan(hotels.length);
    expect(expected.length).toBeGreaterThan(2);
    const listed = body!.hotels.data;
    expect(listed.map((h) => [h.id, h.stay.total_millimes]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      expected.map((h) => [h.id, h.total]).sort((a, b) => a[0]! - b[0]!),
    );
    const totals = listed.map((h) => h.stay.total_millimes);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body!.hotels.total).toBe(expected.length);
    expect(body!.unavailable).toBe(hotels.length - expected.length);
    expect(body!.not_bookable).toBe(0);

    // Each card names its city and the room and board of that stay, in every language.
    const first = listed[0]!;
    const seed = [...demo.hotels].find((h) => h.slug === first.slug)!;
    const city = demo.cities.find((c) => c.slug === seed.city)!;
    expect(first.city).toMatchObject({ slug: city.slug, name: city.name.fr, name_ar: city.name.ar });
    const room = seed.rooms.find((r) => r.key === first.stay.room.key)!;
    expect(first.stay.room.name_ja).toBe(room.name.ja);
    expect(room.rates.map((r) => r.board)).toContain(first.stay.board);
    expect(first.stars).toBe(seed.stars);
  });

  it('leaves out a hotel full on any one night of the stay, and one that takes no booking, counting them', async () => {
    const djerba = await destinationId('djerba');
    const tamarix = demo.hotels.find((h) => h.slug === 'hotel-tamarix')!;
    const before = (await find(`destination_id=${djerba}&${family}`)).body!;
    expect(before.hotels.data.map((h) => h.slug)).toContain(tamarix.slug);
    await db()
      .insertInto('room_nights')
      .values(
        tamarix.rooms.map((r) => ({
          kind: 'hotel' as const,
          listing_slug: tamarix.slug,
          room_key: r.key,
          night: addDays(arrival, 2),
          taken: r.count,
        })),
      )
      .execute();
    const after = (await find(`destination_id=${djerba}&${family}`)).body!;
    expect(after.hotels.data.map((h) => h.slug)).not.toContain(tamarix.slug);
    expect(after.unavailable).toBe(before.unavailable + 1);
    // The night after the stay is not one of its nights.
    const earlier = `arrival=${arrival}&departure=${addDays(arrival, 2)}&adults=2&rooms=1&ages=4`;
    expect((await find(`destination_id=${djerba}&${earlier}`)).body!.hotels.data.map((h) => h.slug)).toContain(
      tamarix.slug,
    );

    const tunis = await destinationId('tunis');
    const closed = (await find(`destination_id=${tunis}&arrival=${arrival}&departure=${departure}&adults=1&rooms=1`))
      .body!;
    expect(closed.not_bookable).toBe(
      demo.hotels.filter((h) => h.destination === 'tunis' && h.bookable === false).length,
    );
    expect(closed.hotels.data.map((h) => h.slug)).not.toContain('hotel-les-jacarandas');
    expect(closed.hotels.data.length + closed.not_bookable + closed.unavailable).toBe(
      demo.hotels.filter((h) => h.destination === 'tunis').length,
    );
  });

  it('answers no hotel when none can hold the party for the stay', async () => {
    const djerba = await destinationId('djerba');
    const crowd = `arrival=${arrival}&departure=${departure}&adults=30&rooms=1`;
    const { body } = await find(`destination_id=${djerba}&${crowd}`);
    expect(body!.hotels).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
    expect(body!.unavailable).toBe(demo.hotels.filter((h) => h.destination === 'djerba').length);
  });

  it('refuses what the single hotel’s availability refuses, and an unknown destination', async () => {
    const djerba = await destinationId('djerba');
    const problems = async (query: string) => {
      const { res } = await find(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as { code: string; fields?: Record<string, string> };
    };
    const yesterday = addDays(today(), -1);
    expect(
      await problems(`destination_id=${djerba}&arrival=${yesterday}&departure=${arrival}&adults=2&rooms=1`),
    ).toMatchObject({ code: 'invalid_stay', fields: { arrival: 'in_past' } });
    expect(
      (await problems(`destination_id=${djerba}&arrival=${arrival}&departure=${departure}&adults=1&rooms=2`)).fields,
    ).toEqual({ rooms: 'more_rooms_than_adults' });
    expect(
      (await problems(`destination_id=${djerba}&arrival=${arrival}&departure=${addDays(arrival, 31)}&adults=1&rooms=1`))
        .fields,
    ).toEqual({ departure: 'too_long' });
    expect(
      (await problems(`destination_id=${djerba}&arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=18`))
        .fields,
    ).toEqual({ childAges: 'invalid_age' });
    expect((await problems(`arrival=${arrival}&departure=${departure}&adults=2&rooms=1`)).code).toBe('invalid_query');
    expect((await problems(`destination_id=djerba&${family}`)).code).toBe('invalid_query');
    const unknown = await find(`destination_id=999999&${family}`);
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.res.json()).toMatchObject({ code: 'destination_not_found' });
  });

  it('pages 16 hotels at a time through absolute links that keep the stay, each hotel once, in one order', async () => {
    // Every hotel moves to Djerba, for a destination with more than one page of them.
    const djerba = await destinationId('djerba');
    await db().deleteFrom('room_nights').execute();
    await db().updateTable('hotels').set({ destination_id: djerba }).execute();
    const query = `destination_id=${djerba}&arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=4,9`;
    const seen: { id: number; total: number }[] = [];
    let next: string | null = `http://rihla.test/utilisateur/hotels/availability?${query}`;
    let pages = 0;
    let last: HotelsAvailability | null = null;
    while (next) {
      const url = new URL(next);
      expect(url.origin).toBe('http://rihla.test');
      expect(url.searchParams.get('ages')).toBe('4,9');
      expect(url.searchParams.get('arrival')).toBe(arrival);
      const { body } = await find(url.search.slice(1));
      pages++;
      last = body!;
      expect(body!.hotels.per_page).toBe(HOTEL_FIND_PAGE_SIZE);
      expect(body!.hotels.current_page).toBe(pages);
      expect(body!.hotels.data.length).toBe(
        pages < body!.hotels.last_page ? HOTEL_FIND_PAGE_SIZE : body!.hotels.total - (pages - 1) * HOTEL_FIND_PAGE_SIZE,
      );
      seen.push(...body!.hotels.data.map((h) => ({ id: h.id, total: h.stay.total_millimes })));
      next = body!.hotels.next_page_url;
    }
    expect(last!.hotels.total).toBeGreaterThan(2 * HOTEL_FIND_PAGE_SIZE);
    expect(pages).toBe(last!.hotels.last_page);
    expect(new Set(seen.map((h) => h.id)).size).toBe(last!.hotels.total);
    const totals = seen.map((h) => h.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(seen.length + last!.not_bookable + last!.unavailable).toBe(demo.hotels.length);
    expect(last!.not_bookable).toBe(demo.hotels.filter((h) => h.bookable === false).length);
  });
});
