import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circuitTotal } from '../../../domain/booking/circuits.ts';
import { departuresResponseSchema } from '../../../domain/contract/departures.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

describe.each(databases)('places on circuits on %s (issue 26)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `circuits-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const departures = async (slug: string) => {
    const res = await ctx.app.inject(`/utilisateur/circuits/${slug}/availability`);
    expect(res.statusCode, res.body).toBe(200);
    return departuresResponseSchema.parse(res.json()).departures;
  };
  /** The line for `people` in `rooms` on the `nth` departure, priced as the page would. */
  const lineFor = async (slug: string, nth: number, people: number, rooms: number) => {
    const d = await departures(slug);
    return {
      kind: 'circuit',
      listing_id: d.id,
      date: d.dates[nth]!.date,
      people,
      rooms,
      seen_total_millimes: circuitTotal(d.price_millimes, people, rooms),
    };
  };
  const pay = async (token: string, reference: string) => {
    const res = await fx.pay(token, reference);
    expect(res.statusCode, res.body).toBe(201);
    await fx.press((res.json() as { payment: { redirect_url: string } }).payment.redirect_url, 'approve');
  };

  it('lists the departures open with their places, price and length', async () => {
    const d = await departures('grand-tour-de-tunisie');
    expect(d).toMatchObject({ places: 16, days: 10, price_millimes: 2_450_000, single_supplement_millimes: 735_000 });
    expect(d.dates.length).toBeGreaterThan(20);
    // Saturdays only, from three days ahead.
    expect(d.dates.every((x) => new Date(`${x.date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(d.dates[0]!.available).toBe(16);
    expect((await ctx.app.inject('/utilisateur/circuits/no-such-circuit/availability')).statusCode).toBe(404);
  });

  it('a party pays for its places; the operator answers for the agency; Circuit lists it; the return leads to circuits/confirmation', async () => {
    const token = await fx.traveller();
    const line = await lineFor('tunisie-romaine', 1, 3, 2);
    const res = await fx.checkout(token, [line]);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: OrderView & { lines: Record<string, unknown>[] } };
    expect(order).toMatchObject({ status: 'held', total_millimes: line.seen_total_millimes });
    expect(order.lines[0]).toMatchObject({ kind: 'circuit', date: line.date, people: 3, rooms: 2, days: 6 });
    expect((await departures('tunisie-romaine')).dates[1]!.available).toBe(12 - 3);

    const payment = await fx.pay(token, order.reference);
    const landed = await fx.press(
      (payment.json() as { payment: { redirect_url: string } }).payment.redirect_url,
      'approve',
    );
    expect(landed.headers.location).toBe(`/circuits/confirmation?order=${order.reference}&lang=fr`);
    const paid = await fx.order(token, order.reference);
    expect(paid.lines[0]).toMatchObject({ status: 'pending_provider' });
    const asked = (await fx.mails()).find((m) => m.key === `provider-request:${paid.lines[0]!.id}`)!;
    expect(asked.to_address).toBe(ctx.config.operatorEmail);
    expect(asked.text).toContain('3 personnes · 2 chambres');
    expect((await fx.answer(paid.lines[0]!.id, 'Confirmer')).statusCode).toBe(200);

    const listed = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/resarvationcircuit',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { Circuit: unknown[] }).Circuit).toEqual([
      expect.objectContaining({ reference: order.reference, status: 'confirmed', people: 3, rooms: 2 }),
    ]);
  });

  it('refuses rooms that do not fit the party, a day it does not leave, and more people than places', async () => {
    const [a, b] = [await fx.traveller(), await fx.traveller()];
    const tooManyPerRoom = await fx.checkout(a, [await lineFor('oasis-du-jerid', 2, 4, 1)]);
    expect(tooManyPerRoom.json()).toMatchObject({ code: 'invalid_party', problem: 'rooms' });
    const notLeaving = await fx.checkout(a, [{ ...(await lineFor('oasis-du-jerid', 2, 2, 1)), date: '2099-01-01' }]);
    expect(notLeaving.json()).toMatchObject({ code: 'offer_passed' });
    // Ten places on Fridays: eight, then three more is too many.
    expect((await fx.checkout(a, [await lineFor('oasis-du-jerid', 3, 8, 4)])).statusCode).toBe(201);
    const full = await fx.checkout(b, [await lineFor('oasis-du-jerid', 3, 3, 2)]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'seats_unavailable', available: 2 });
  });

  it('concurrent parties never take more places than the departure has', async () => {
    const travellers = await Promise.all(Array.from({ length: 6 }, () => fx.traveller()));
    const line = await lineFor('nord-ouest-vert', 4, 4, 2);
    const answers = await Promise.all(travellers.map((t) => fx.checkout(t, [line])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
  });

  it('a cancellation before the agency answered is free and refunded whole', async () => {
    const token = await fx.traveller();
    const line = await lineFor('cap-bon-et-sahel', 5, 2, 1);
    const { order } = (await fx.checkout(token, [line])).json() as { order: OrderView };
    await pay(token, order.reference);
    const lineId = (await fx.order(token, order.reference)).lines[0]!.id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/orders/${order.reference}/lines/${lineId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { order: OrderView }).order.refunds).toEqual([
      expect.objectContaining({ amount_millimes: line.seen_total_millimes, reason: 'cancelled' }),
    ]);
  });
});
