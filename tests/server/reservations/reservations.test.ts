import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineState, OrderState } from '../../../domain/booking/states.ts';
import {
  type StayReservation,
  stayReservationsResponseSchema,
  travellerReservationsResponseSchema,
} from '../../../domain/contract/reservations.ts';
import { availabilityResponseSchema } from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
const ID_NUMBER = 'K1234567';
let ip = 0;

describe.each(databases)('the traveller’s reservations on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const tokens: string[] = [];
  let hotel: { id: number; lat: number; lng: number };
  let maison: { id: number; lat: number; lng: number };

  beforeAll(async () => {
    ctx = await startApp(kind);
    hotel = await ctx.db.kysely
      .selectFrom('hotels')
      .select(['id', 'lat', 'lng'])
      .where('slug', '=', 'dar-yasmine')
      .executeTakeFirstOrThrow();
    maison = await ctx.db.kysely
      .selectFrom('maisons')
      .select(['id', 'lat', 'lng'])
      .where('bookable', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const who of ['amira', 'karim']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/utilisateur/auth/register',
        remoteAddress: `10.8.${++ip}.1`,
        payload: {
          title: 'mrs',
          firstName: 'Amira',
          lastName: 'Ben Salah',
          email: `${who}.${kind}@example.com`,
          password: 'kairouan-2026',
          confirmPassword: 'kairouan-2026',
          birthDate: '1990-05-12',
          city: 'Sousse',
          phone: '+216 73 000 222',
          zipCode: '4000',
          country: 'Tunisie',
          address: '5 rue de Marseille',
          idNumber: ID_NUMBER,
          acceptTerms: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      tokens.push((res.json() as { token: string }).token);
    }
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  let stayNumber = 0;
  /**
   * Books a stay of its own (weeks ahead, never sharing rooms with another) through checkout, then
   * moves the order and its line to the states asked, as payment and the hotel would.
   */
  async function book(
    token: string,
    states: { order: OrderState; line: LineState },
    listing: { kind: 'hotel' | 'maison'; id: number } = { kind: 'hotel', id: hotel.id },
  ) {
    const arrival = addDays(today(), 20 + 4 * ++stayNumber);
    const stay = { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [] as number[], rooms: 1 };
    const path = listing.kind === 'hotel' ? 'hotels' : 'maison';
    const found = await ctx.app.inject(
      `/utilisateur/${path}/${listing.id}/availability?arrival=${stay.arrival}&departure=${stay.departure}&adults=2&rooms=1`,
    );
    const room = availabilityResponseSchema.parse(found.json()).availability.rooms.find((r) => r.stay)!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/orders',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      payload: {
        lines: [
          {
            kind: listing.kind,
            listing_id: listing.id,
            ...stay,
            choices: [{ room: room.key, board: room.stay!.board, quantity: 1 }],
            seen_total_millimes: room.stay!.total_millimes,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as { order: { reference: string; lines: { id: number }[] } }).order;
    await ctx.db.kysely
      .updateTable('orders')
      .set({ status: states.order })
      .where('reference', '=', order.reference)
      .execute();
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ status: states.line })
      .where('id', '=', order.lines[0]!.id)
      .execute();
    return { reference: order.reference, lineId: order.lines[0]!.id, arrival: stay.arrival, room: room.key };
  }

  const get = (path: string, token?: string) =>
    ctx.app.inject({
      url: `/utilisateur/dashbord/user/${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 without a valid token', async () => {
    for (const path of ['reservations', 'resarvationhotel'])
      for (const token of [undefined, 'forged-token']) {
        const res = await get(path, token);
        expect([res.statusCode, res.json().code], `${path} ${token}`).toEqual([401, 'unauthorized']);
      }
  });

  it('lists the traveller’s own recorded reservations only, newest first, with what the wallet needs, never cached', async () => {
    const [mine, theirs] = [tokens[0]!, tokens[1]!];
    const held = await book(mine, { order: 'held', line: 'held' });
    const released = await book(mine, { order: 'released', line: 'released' });
    const pending = await book(mine, { order: 'paid', line: 'pending_provider' });
    const confirmed = await book(mine, { order: 'paid', line: 'confirmed' });
    const refused = await book(mine, { order: 'paid', line: 'refused' });
    const cancelled = await book(mine, { order: 'cancelled', line: 'cancelled' });
    const unsettled = await book(mine, { order: 'unsettled', line: 'released' });
    const inMaison = await book(mine, { order: 'paid', line: 'confirmed' }, { kind: 'maison', id: maison.id });
    const someoneElse = await book(theirs, { order: 'paid', line: 'confirmed' });
    // A confirmed stay that has begun can no longer be cancelled.
    const begun = await book(mine, { order: 'paid', line: 'confirmed' });
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ arrival: addDays(today(), -1) })
      .where('id', '=', begun.lineId)
      .execute();
    // Booked one after the other, in this order: make their times distinct so newest first is known.
    const booked = [pending, confirmed, refused, cancelled, unsettled, inMaison, begun];
    for (const [i, b] of [held, released, ...booked].entries())
      await ctx.db.kysely
        .updateTable('orders')
        .set({ created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })
        .where('reference', '=', b.reference)
        .execute();

    const before = Date.now();
    const res = await get('reservations', mine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).not.toContain(ID_NUMBER);
    const body = travellerReservationsResponseSchema.parse(res.json());
    expect(Date.parse(body.answered_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.answered_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const refs = body.reservations.map((r) => r.reference);
    expect(refs).toEqual([...booked].reverse().map((b) => b.reference));
    expect(refs).not.toContain(held.reference);
    expect(refs).not.toContain(released.reference);
    expect(refs).not.toContain(someoneElse.reference);

    const byRef = new Map(body.reservations.map((r) => [r.reference, r]));
    expect(byRef.get(pending.reference)).toMatchObject({
      line_id: pending.lineId,
      kind: 'hotel',
      listing_id: hotel.id,
      listing_slug: 'dar-yasmine',
      status: 'pending_provider',
      order_status: 'paid',
      cancellable: true,
      arrival: pending.arrival,
      departure: addDays(pending.arrival, 2),
      nights: 2,
      guests: { adults: 2, child_ages: [] },
      lat: hotel.lat,
      lng: hotel.lng,
      currency: 'TND',
    });
    const first = byRef.get(pending.reference)! as StayReservation;
    expect(first.name.ar).toBe('دار ياسمين');
    expect(Object.keys(first.address).sort()).toEqual(['ar', 'en', 'fr', 'ja', 'ko', 'ru', 'zh']);
    expect(first.rooms).toEqual([expect.objectContaining({ room: pending.room, quantity: 1 })]);
    expect(first.rooms[0]!.name.fr).toBeTruthy();
    expect(first.total_millimes).toBeGreaterThan(0);
    expect(byRef.get(confirmed.reference)).toMatchObject({ status: 'confirmed', cancellable: true });
    expect(byRef.get(refused.reference)).toMatchObject({ status: 'refused', cancellable: false });
    expect(byRef.get(cancelled.reference)).toMatchObject({ status: 'cancelled', order_status: 'cancelled' });
    expect(byRef.get(unsettled.reference)).toMatchObject({
      status: 'released',
      order_status: 'unsettled',
      cancellable: false,
    });
    expect(byRef.get(inMaison.reference)).toMatchObject({ kind: 'maison', lat: maison.lat, lng: maison.lng });
    expect(byRef.get(begun.reference)).toMatchObject({ status: 'confirmed', cancellable: false });

    // The spec's hotel call answers the same stays under `reservation`.
    const hotels = await get('resarvationhotel', mine);
    expect(hotels.headers['cache-control']).toBe('no-store');
    const stays = stayReservationsResponseSchema.parse(hotels.json());
    expect(stays.reservation.map((r) => r.reference)).toEqual(refs);

    const other = travellerReservationsResponseSchema.parse((await get('reservations', theirs)).json());
    expect(other.reservations.map((r) => r.reference)).toEqual([someoneElse.reference]);
  });

  it('has no page nor coordinates for a place that has left the catalogue', async () => {
    const token = tokens[1]!;
    const booked = await book(token, { order: 'paid', line: 'confirmed' });
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ listing_slug: 'gone-from-the-catalogue' })
      .where('id', '=', booked.lineId)
      .execute();
    const body = travellerReservationsResponseSchema.parse((await get('reservations', token)).json());
    expect(body.reservations.find((r) => r.line_id === booked.lineId)).toMatchObject({
      listing_id: null,
      lat: null,
      lng: null,
      listing_slug: 'gone-from-the-catalogue',
    });
  });
});
