import { describe, expect, it } from 'vitest';
import { cheapestStayIn } from '../../../domain/booking/hotel-quote.ts';
import { availabilityResponseSchema } from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
/** A stay well ahead: arrival in 30 days, three nights. */
const arrival = addDays(today(), 30);
const departure = addDays(arrival, 3);

describe.each(databases)('stays availability API on %s', (kind) => {
  const api = seededApi(kind);
  const hotelId = async (slug: string) =>
    (await api.ctx.db.kysely.selectFrom('hotels').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  const availability = async (path: string, query: string) => {
    const res = await api.get(`/utilisateur/${path}/availability?${query}`);
    return { res, body: res.statusCode === 200 ? availabilityResponseSchema.parse(res.json()).availability : null };
  };

  it('lists every free room type with its rates and the party’s true total, never cached', async () => {
    const seed = demo.hotels.find((h) => h.slug === 'dar-yasmine')!;
    const id = await hotelId(seed.slug);
    const { res, body } = await availability(
      `hotels/${id}`,
      `arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=4,1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(body!.bookable).toBe(true);
    expect(body!.nights).toBe(3);
    expect(body!.rooms.map((r) => r.key).sort()).toEqual(seed.rooms.map((r) => r.key).sort());
    const patio = body!.rooms.find((r) => r.key === 'chambre-patio')!;
    const seedPatio = seed.rooms.find((r) => r.key === 'chambre-patio')!;
    expect(patio.free).toBe(seedPatio.count);
    expect(patio.name_ar).toBe(seedPatio.name.ar);
    expect(patio.rates).toEqual(seedPatio.rates.map((r) => ({ board: r.board, millimes: r.priceDt * 1000 })));
    // Two adults, a child of 4 (capacity 2: full) and a baby: the patio room cannot hold them, a bigger one can.
    expect(patio.stay).toBeNull();
    const family = body!.rooms.find((r) => r.max_capacity >= 3)!;
    const stay = { arrival, departure, adults: 2, childAges: [4, 1], rooms: 1 };
    const offer = {
      key: family.key,
      capacity: family.max_capacity,
      minNights: family.min_nights,
      rates: family.rates,
      free: family.free,
    };
    expect(family.stay).toEqual(
      (({ board, total }) => ({ board, total_millimes: total }))(cheapestStayIn(stay, offer, body!.policy)!),
    );
    // The tourist tax is part of the total: 2 adults × 3 nights.
    expect(body!.policy.touristTaxMillimes).toBe(seed.policy.touristTaxDt * 1000);
  });

  it('counts a room type out for the whole stay when it is full on any one night', async () => {
    const seed = demo.hotels.find((h) => h.slug === 'dar-yasmine')!;
    const id = await hotelId(seed.slug);
    const patio = seed.rooms.find((r) => r.key === 'chambre-patio')!;
    const night = addDays(arrival, 1);
    await api.ctx.db.kysely
      .insertInto('room_nights')
      .values([
        { kind: 'hotel', listing_slug: seed.slug, room_key: 'chambre-patio', night, taken: patio.count },
        { kind: 'hotel', listing_slug: seed.slug, room_key: 'chambre-patio', night: departure, taken: patio.count },
      ])
      .execute();
    const during = (await availability(`hotels/${id}`, `arrival=${arrival}&departure=${departure}&adults=1&rooms=1`))
      .body!;
    expect(during.rooms.map((r) => r.key)).not.toContain('chambre-patio');
    // The departure morning is not a night of the stay: the room is free for the nights after.
    const after = (
      await availability(`hotels/${id}`, `arrival=${addDays(night, 1)}&departure=${departure}&adults=1&rooms=1`)
    ).body!;
    expect(after.rooms.find((r) => r.key === 'chambre-patio')?.free).toBe(patio.count);
    await api.ctx.db.kysely
      .updateTable('room_nights')
      .set({ taken: patio.count - 1 })
      .where('night', '=', night)
      .execute();
    const one = (await availability(`hotels/${id}`, `arrival=${arrival}&departure=${departure}&adults=1&rooms=1`))
      .body!;
    expect(one.rooms.find((r) => r.key === 'chambre-patio')?.free).toBe(1);
  });

  it('refuses a stay that breaks the rules, naming each field', async () => {
    const id = await hotelId('dar-yasmine');
    const problems = async (query: string) => {
      const { res } = await availability(`hotels/${id}`, query);
      expect(res.statusCode, query).toBe(400);
      return res.json() as { code: string; fields?: Record<string, string> };
    };
    const yesterday = addDays(today(), -1);
    expect(await problems(`arrival=${yesterday}&departure=${arrival}&adults=2&rooms=1`)).toMatchObject({
      code: 'invalid_stay',
      fields: { arrival: 'in_past' },
    });
    expect((await problems(`arrival=${arrival}&departure=${arrival}&adults=2&rooms=1`)).fields).toEqual({
      departure: 'not_after_arrival',
    });
    expect((await problems(`arrival=${arrival}&departure=${departure}&adults=1&rooms=2`)).fields).toEqual({
      rooms: 'more_rooms_than_adults',
    });
    expect((await problems(`arrival=${arrival}&departure=${departure}&adults=2&rooms=0`)).fields).toEqual({
      rooms: 'too_few',
    });
    expect((await problems(`arrival=${arrival}&departure=${departure}&adults=2&rooms=1&ages=18`)).fields).toEqual({
      childAges: 'invalid_age',
    });
    expect((await problems(`arrival=${arrival}&departure=2027-02-30&adults=2&rooms=1`)).code).toBe('invalid_query');
  });

  it('says when a hotel or guest house takes no booking, and answers guest houses too', async () => {
    const closed = await hotelId('hotel-les-jacarandas');
    const query = `arrival=${arrival}&departure=${departure}&adults=2&rooms=1`;
    const notBookable = (await availability(`hotels/${closed}`, query)).body!;
    expect(notBookable).toMatchObject({ bookable: false, rooms: [] });
    const maison = demo.maisons.find((m) => m.bookable)!;
    const maisonId = (
      await api.ctx.db.kysely
        .selectFrom('maisons')
        .select('id')
        .where('slug', '=', maison.slug)
        .executeTakeFirstOrThrow()
    ).id;
    const body = (await availability(`maison/${maisonId}`, query)).body!;
    expect(body.bookable).toBe(true);
    expect(body.rooms.map((r) => r.key).sort()).toEqual(maison.rooms.map((r) => r.key).sort());
    expect((await availability('hotels/999999', query)).res.statusCode).toBe(404);
    expect((await availability('maison/999999', query)).res.statusCode).toBe(404);
  });
});
