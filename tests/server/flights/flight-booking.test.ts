import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellerReservationsResponseSchema } from '../../../domain/contract/reservations.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
/** The first day from `daysAhead` on that falls on `weekday` (1 Monday … 7 Sunday). */
const nextWeekday = (weekday: number, daysAhead: number) => {
  for (let i = daysAhead; ; i++) {
    const date = addDays(today(), i);
    if (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) return date;
  }
};

describe.each(databases)('booking flights on %s (issue 26)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `flights-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const passengers = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      first_name: ['Nour', 'Amira', 'Sami', 'Lina', 'Omar'][i % 5]!,
      last_name: 'Ben Salah',
      passport: `z ${1234560 + i}`,
    }));
  /** A line for one flight as the results page priced it (the search's fare). */
  const lineFor = async (number: string, from: string, to: string, date: string, cabin: string, n: number) => {
    const res = await ctx.app.inject(
      `/utilisateur/flights?from=${from}&to=${to}&date=${date}&cabin=${cabin}&passengers=${n}`,
    );
    const offer = (res.json() as { outbound: { number: string; total_millimes: number }[] }).outbound.find(
      (f) => f.number === number,
    )!;
    return {
      kind: 'flight',
      number,
      date,
      cabin,
      passengers: passengers(n),
      seen_total_millimes: offer.total_millimes,
    };
  };
  const pay = async (token: string, reference: string) => {
    const res = await fx.pay(token, reference);
    expect(res.statusCode, res.body).toBe(201);
    await fx.press((res.json() as { payment: { redirect_url: string } }).payment.redirect_url, 'approve');
  };

  it('a return trip for two: both flights paid together and confirmed at once, names as on the passports', async () => {
    const token = await fx.traveller();
    const out = addDays(today(), 20);
    const back = addDays(out, 7);
    const lines = [
      await lineFor('TU100', 'TUN', 'DJE', out, 'economy', 2),
      await lineFor('TU101', 'DJE', 'TUN', back, 'economy', 2),
    ];
    const res = await fx.checkout(token, lines);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: OrderView & { lines: Record<string, unknown>[] } };
    expect(order.total_millimes).toBe(lines[0]!.seen_total_millimes + lines[1]!.seen_total_millimes);
    expect(order.lines[0]).toMatchObject({ kind: 'flight', number: 'TU100', from: 'TUN', to: 'DJE', departs: '06:30' });
    expect(order.lines[0]!.passengers).toEqual([
      { first_name: 'NOUR', last_name: 'BEN SALAH' },
      { first_name: 'AMIRA', last_name: 'BEN SALAH' },
    ]);
    await pay(token, order.reference);
    const paid = await fx.order(token, order.reference);
    expect(paid.lines.map((l) => l.status)).toEqual(['confirmed', 'confirmed']);
    const mail = (await fx.mails()).find((m) => m.key === `paid:${order.reference}`)!;
    expect(mail.text).toContain('BEN SALAH NOUR');
    // The passport number goes with the order, never back out: not in its answers, mails or dashboard.
    expect(res.body).not.toContain('1234560');
    expect(mail.text).not.toContain('1234560');
    expect(mail.text).not.toContain('à l’entrée');

    const listed = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/reservations',
      headers: { authorization: `Bearer ${token}` },
    });
    const flights = travellerReservationsResponseSchema
      .parse(listed.json())
      .reservations.filter((r) => r.reference === order.reference);
    expect(flights).toHaveLength(2);
    expect(flights[0]).toMatchObject({ kind: 'flight', status: 'confirmed', cabin: 'economy' });
    expect(flights[0]!.lat).not.toBeNull();
    expect(listed.body).not.toContain('1234560');
  });

  it('refuses names not as on a passport, a day the flight does not fly, and a flight today', async () => {
    const token = await fx.traveller();
    const date = nextWeekday(6, 10);
    const good = await lineFor('TU100', 'TUN', 'DJE', date, 'economy', 2);
    const arabic = {
      ...good,
      passengers: [{ first_name: 'نور', last_name: 'Ben Salah', passport: 'X123' }, passengers(1)[0]],
    };
    const refused = await fx.checkout(token, [arabic]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'invalid_fields',
      passengers: [
        { passenger: 0, field: 'first_name', problem: 'passport_letters' },
        { passenger: 0, field: 'passport', problem: 'passport_number' },
      ],
    });
    const { passport: _none, ...noPassport } = passengers(1)[0]!;
    expect((await fx.checkout(token, [{ ...good, passengers: [noPassport, noPassport] }])).json()).toMatchObject({
      passengers: [
        { passenger: 0, field: 'passport', problem: 'required' },
        { passenger: 1, field: 'passport', problem: 'required' },
      ],
    });
    // BJ104 flies Monday to Friday: not on a Saturday.
    expect((await fx.checkout(token, [{ ...good, number: 'BJ104' }])).json()).toMatchObject({
      code: 'flight_not_found',
    });
    expect((await fx.checkout(token, [{ ...good, date: today() }])).json()).toMatchObject({ code: 'offer_passed' });
  });

  it('concurrent bookings never oversell a cabin: sixteen business seats', async () => {
    const travellers = await Promise.all(Array.from({ length: 4 }, () => fx.traveller()));
    const line = await lineFor('UG102', 'TUN', 'DJE', addDays(today(), 33), 'business', 5);
    const answers = await Promise.all(travellers.map((t) => fx.checkout(t, [line])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'seats_unavailable',
      available: 1,
    });
  });

  it('a ticket cancelled before its day is refunded less a quarter of the fare', async () => {
    const token = await fx.traveller();
    const line = await lineFor('TU100', 'TUN', 'DJE', addDays(today(), 41), 'economy', 1);
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
      expect.objectContaining({ amount_millimes: line.seen_total_millimes * 0.75, reason: 'cancelled' }),
    ]);
  });
});
