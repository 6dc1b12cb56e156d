import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../domain/booking/states.ts';
import { destinationTablesResponseSchema, tableAvailabilityResponseSchema } from '../../../domain/contract/tables.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, ordersAt, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
/** The next day from `daysAhead` on that falls on `weekday` (1 Monday … 7 Sunday). */
const nextWeekday = (weekday: number, daysAhead: number) => {
  for (let i = daysAhead; ; i++) {
    const date = addDays(today(), i);
    if (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 === weekday) return date;
  }
};

describe.each(databases)('tables at restaurants on %s (issue 26)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `tables-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const restaurant = (slug: string) =>
    ctx.db.kysely
      .selectFrom('restaurants')
      .select(['id', 'slug', 'email', 'destination_id', 'seats_per_service'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
  const slots = async (id: number, date: string, people = 2) => {
    const res = await ctx.app.inject(`/utilisateur/restaurants/${id}/availability?date=${date}&people=${people}`);
    expect(res.statusCode, res.body).toBe(200);
    return tableAvailabilityResponseSchema.parse(res.json()).tables;
  };
  const table = (id: number, date: string, time: string, people: number) => ({
    kind: 'restaurant',
    listing_id: id,
    date,
    time,
    people,
    seen_total_millimes: 0,
  });
  let week = 0;
  const nextDay = () => addDays(today(), 3 + 7 * ++week);

  it('offers the times of its opening hours, each with the seats of its slot; closed services offer none', async () => {
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const monday = await slots(jasmin.id, nextWeekday(1, 3));
    expect(monday).toMatchObject({ bookable: true, seats_per_slot: 20 });
    // Lunch only on Mondays: arrivals every 30 minutes, the last an hour before closing.
    expect(monday.slots.map((s) => s.time)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00']);
    expect(monday.slots.every((s) => s.available === 20)).toBe(true);
    const sunday = await slots(jasmin.id, nextWeekday(7, 3));
    expect(sunday.slots.map((s) => s.time)).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);

    const notBookable = await restaurant('chez-am-hedi');
    expect(await slots(notBookable.id, nextDay())).toMatchObject({ bookable: false, slots: [] });
    expect(
      (await ctx.app.inject(`/utilisateur/restaurants/999999/availability?date=${nextDay()}&people=2`)).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject(`/utilisateur/restaurants/${jasmin.id}/availability?date=${nextDay()}&people=0`))
        .statusCode,
    ).toBe(400);
  });

  it('a table is asked of the restaurant at once, nothing to pay; it answers by e-mail and the traveller sees it', async () => {
    const token = await fx.traveller();
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const date = nextWeekday(3, 3);
    const res = await fx.checkout(token, [table(jasmin.id, date, '20:00', 4)]);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: OrderView & { lines: Record<string, unknown>[] } };
    expect(order).toMatchObject({ status: 'requested', total_millimes: 0, payment: null });
    expect(order.lines[0]).toMatchObject({
      kind: 'restaurant',
      status: 'pending_provider',
      date,
      time: '20:00',
      people: 4,
    });
    expect((await slots(jasmin.id, date)).slots.find((s) => s.time === '20:00')!.available).toBe(16);

    const mails = await fx.mails();
    const asked = mails.find((m) => m.key === `provider-request:${order.lines[0]!.id}`)!;
    expect(asked.to_address).toBe(jasmin.email);
    expect(asked.text).toContain('rien à payer');
    const told = mails.find((m) => m.key === `requested:${order.reference}`)!;
    expect(told.subject).toBe(`Rihla : demande ${order.reference} envoyée`);
    expect(told.text).toContain('4 personnes');
    // French reads the clock on 24 hours, « 20 h 00 »: the table's time and the answer's deadline.
    expect(told.text).toContain('20\u00a0h\u00a000');
    expect(asked.text).toMatch(/avant le .+ \d{1,2}\u00a0h\u00a0\d{2}/);
    expect(asked.text).not.toMatch(/AM|PM/);

    expect((await fx.answer(order.lines[0]!.id as number, 'Confirmer')).statusCode).toBe(200);
    const listed = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/resarvationResterant',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { reservation: unknown[] }).reservation).toEqual([
      expect.objectContaining({ reference: order.reference, kind: 'restaurant', status: 'confirmed', time: '20:00' }),
    ]);
  });

  it('a full slot refuses the party it cannot seat, saying how many seats are left', async () => {
    const [a, b] = [await fx.traveller(), await fx.traveller()];
    const fatma = await restaurant('lella-fatma');
    const date = nextWeekday(2, 3);
    expect((await fx.checkout(a, [table(fatma.id, date, '19:30', 10)])).statusCode).toBe(201);
    const full = await fx.checkout(b, [table(fatma.id, date, '19:30', 3)]);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'table_unavailable', line: 0, available: 2 });
    expect((await fx.checkout(b, [table(fatma.id, date, '20:15', 3)])).statusCode).toBe(201);
  });

  it('a refused checkout names every line that failed, and takes nothing of the others', async () => {
    const [a, b] = [await fx.traveller(), await fx.traveller()];
    const fatma = await restaurant('lella-fatma');
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const monday = nextWeekday(1, 10);
    const wednesday = nextWeekday(3, 10);
    for (const time of ['19:30', '20:15'])
      expect((await fx.checkout(a, [table(fatma.id, monday, time, 12)])).statusCode).toBe(201);
    const before = (await slots(jasmin.id, wednesday)).slots.find((s) => s.time === '20:00')!.available;
    const res = await fx.checkout(b, [
      table(fatma.id, monday, '19:30', 2),
      table(jasmin.id, wednesday, '20:00', 2),
      table(fatma.id, monday, '20:15', 2),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'table_unavailable', line: 0, available: 0, failed: [0, 2] });
    expect((await slots(jasmin.id, wednesday)).slots.find((s) => s.time === '20:00')!.available).toBe(before);
  });

  it('refuses a place taking no booking online, a closed time, a past time and a party too large', async () => {
    const token = await fx.traveller();
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const hedi = await restaurant('chez-am-hedi');
    const wednesday = nextWeekday(3, 3);
    const codes = async (line: unknown) => {
      const res = await fx.checkout(token, [line]);
      return [res.statusCode, res.json().code, res.json().problem];
    };
    expect(await codes(table(hedi.id, wednesday, '20:00', 2))).toEqual([409, 'not_bookable', undefined]);
    expect(await codes(table(jasmin.id, wednesday, '16:00', 2))).toEqual([400, 'invalid_table', 'closed']);
    expect(await codes(table(jasmin.id, addDays(today(), -1), '20:00', 2))).toEqual([409, 'offer_passed', undefined]);
    expect((await fx.checkout(token, [table(jasmin.id, wednesday, '20:00', 21)])).statusCode).toBe(400);
  });

  it('in a cart with a stay: the table is asked at once and stays asked when the stay’s hold ends unpaid', async () => {
    const token = await fx.traveller();
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const stay = fx.nextStay();
    const date = nextWeekday(5, 3);
    const res = await fx.checkout(token, [await fx.lineFor(stay), table(jasmin.id, date, '13:00', 2)]);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: OrderView };
    expect(order.status).toBe('held');
    expect(order.lines.map((l) => l.status)).toEqual(['held', 'pending_provider']);
    expect(order.total_millimes).toBeGreaterThan(0);

    const later = ordersAt(ctx.db.kysely, () => new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    expect(await later.releaseExpiredHolds()).toContain(order.reference);
    const after = await fx.order(token, order.reference);
    expect(after.lines.map((l) => l.status)).toEqual(['released', 'pending_provider']);
    expect((await slots(jasmin.id, date)).slots.find((s) => s.time === '13:00')!.available).toBe(18);
  });

  it('lists the destination’s restaurants that still seat the party that day, with their times', async () => {
    const jasmin = await restaurant('le-jasmin-de-la-medina');
    const res = await ctx.app.inject(
      `/utilisateur/restaurants/availability?destination_id=${jasmin.destination_id}&date=${nextWeekday(1, 3)}&people=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const found = destinationTablesResponseSchema.parse(res.json());
    const listed = found.restaurants.find((r) => r.id === jasmin.id)!;
    expect(listed.times).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00']);
    expect(found.restaurants.every((r) => r.times.length > 0)).toBe(true);
  });
});
