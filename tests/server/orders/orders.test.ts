import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '../../../domain/booking/hotel-quote.ts';
import { HOLD_MINUTES } from '../../../domain/booking/states.ts';
import { availabilityResponseSchema } from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { BookedItemsMissing, importCatalogue } from '../../../server/db/seed/import.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, ordersAt, startApp } from '../harness.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);
let ip = 0;

describe.each(databases)('orders on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  let hotelId: number;
  const tokens: string[] = [];
  beforeAll(async () => {
    ctx = await startApp(kind);
    hotelId = (
      await ctx.db.kysely.selectFrom('hotels').select('id').where('slug', '=', 'dar-yasmine').executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/utilisateur/auth/register',
        remoteAddress: `10.9.${i}.${++ip % 250}`,
        payload: {
          title: 'mr',
          firstName: 'Youssef',
          lastName: 'Trabelsi',
          email: `youssef.${kind}.${i}@example.com`,
          password: 'carthage-2026',
          confirmPassword: 'carthage-2026',
          birthDate: '1988-03-02',
          city: 'Sfax',
          phone: '+216 74 000 111',
          zipCode: '3000',
          country: 'Tunisie',
          address: '3 avenue Hedi Chaker',
          idNumber: 'Y7654321',
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
  /** A stay of its own for each test (a month ahead, then a week apart), so tests never share rooms. */
  const nextStay = () => {
    const arrival = addDays(today(), 30 + 7 * ++stayNumber);
    return { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [] as number[], rooms: 1 };
  };
  const availability = async (stay: ReturnType<typeof nextStay>) => {
    const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=${stay.adults}&rooms=${stay.rooms}`;
    const res = await ctx.app.inject(`/utilisateur/hotels/${hotelId}/availability?${query}`);
    return availabilityResponseSchema.parse(res.json()).availability;
  };
  const freeOf = async (stay: ReturnType<typeof nextStay>, room: string) =>
    (await availability(stay)).rooms.find((r) => r.key === room)?.free ?? 0;
  /** The checkout line for `quantity` patio rooms at bed and breakfast, priced as the page would. */
  const lineFor = async (stay: ReturnType<typeof nextStay>, quantity = 1, room = 'chambre-patio') => {
    const found = await availability(stay);
    const offers = found.rooms.map((r) => ({
      key: r.key,
      capacity: r.max_capacity,
      minNights: r.min_nights,
      rates: r.rates,
      free: r.free,
    }));
    const choices = [{ room, board: 'bed_breakfast' as const, quantity }];
    const quote = quoteStay({ ...stay, childAges: stay.child_ages }, offers, found.policy, choices);
    return {
      kind: 'hotel' as const,
      listing_id: hotelId,
      ...stay,
      choices,
      seen_total_millimes: quote.ok ? quote.quote.total : 0,
    };
  };
  const checkout = (token: string, lines: unknown[], key: string | null = crypto.randomUUID()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/orders',
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { lines },
    });

  it('holds the rooms for payment, prices them itself and shows the order to its owner only', async () => {
    const stay = nextStay();
    const before = await freeOf(stay, 'chambre-patio');
    const line = await lineFor({ ...stay, rooms: 2 }, 2);
    const res = await checkout(tokens[0]!, [line]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { order } = res.json() as { order: Record<string, unknown> & { lines: Record<string, unknown>[] } };
    expect(order.reference).toMatch(/^RH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(order).toMatchObject({ status: 'held', total_millimes: line.seen_total_millimes, currency: 'TND' });
    const holdMs = Date.parse(order.hold_expires_at as string) - Date.parse(order.created_at as string);
    expect(holdMs).toBe(HOLD_MINUTES * 60_000);
    expect(order.lines[0]).toMatchObject({ status: 'held', listing_slug: 'dar-yasmine', arrival: stay.arrival });
    expect((order.lines[0]!.name as Record<string, string>).ar).toBe('دار ياسمين');
    expect(await freeOf(stay, 'chambre-patio')).toBe(before - 2);

    const mine = await ctx.app.inject({
      url: `/utilisateur/orders/${order.reference}`,
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const theirs = await ctx.app.inject({
      url: `/utilisateur/orders/${order.reference}`,
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await ctx.app.inject(`/utilisateur/orders/${order.reference}`)).statusCode).toBe(401);
  });

  it('answers 409 price_changed with the new total when the page showed another, and holds nothing', async () => {
    const stay = nextStay();
    const line = await lineFor(stay);
    const before = await freeOf(stay, 'chambre-patio');
    const res = await checkout(tokens[0]!, [{ ...line, seen_total_millimes: line.seen_total_millimes - 1000 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'price_changed',
      total_millimes: line.seen_total_millimes,
      lines: [{ line: 0, total_millimes: line.seen_total_millimes }],
    });
    expect(await freeOf(stay, 'chambre-patio')).toBe(before);
  });

  it('gives the same order for the same Idempotency-Key, holding the rooms once', async () => {
    const stay = nextStay();
    const line = await lineFor(stay);
    const before = await freeOf(stay, 'chambre-patio');
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([checkout(tokens[1]!, [line], key), checkout(tokens[1]!, [line], key)]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order.reference).toBe(first.json().order.reference);
    const third = await checkout(tokens[1]!, [line], key);
    expect(third.json().order.reference).toBe(first.json().order.reference);
    expect(await freeOf(stay, 'chambre-patio')).toBe(before - 1);
    expect((await checkout(tokens[1]!, [line], null)).json()).toMatchObject({ code: 'idempotency_key_required' });
  });

  it('holds all the lines or none, naming the room that is gone', async () => {
    const stay = nextStay();
    const suite = 'suite-junior';
    const suites = await freeOf(stay, suite);
    const patios = await freeOf(stay, 'chambre-patio');
    // Priced while the suites are free, as a page shown a moment before would have.
    const oneSuite = await lineFor({ ...stay, adults: 1 }, 1, suite);
    const allSuites = await lineFor({ ...stay, adults: suites, rooms: suites }, suites, suite);
    expect((await checkout(tokens[2]!, [allSuites])).statusCode).toBe(201);
    expect(await freeOf(stay, suite)).toBe(0);
    const res = await checkout(tokens[3]!, [await lineFor(stay), oneSuite]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'rooms_unavailable', line: 1, room: suite });
    expect(await freeOf(stay, 'chambre-patio')).toBe(patios);
  });

  it('releases a hold whose time is up, once, and frees its rooms', async () => {
    const stay = nextStay();
    const before = await freeOf(stay, 'chambre-patio');
    const res = await checkout(tokens[4]!, [await lineFor(stay)]);
    const { reference } = res.json().order as { reference: string };
    expect(await freeOf(stay, 'chambre-patio')).toBe(before - 1);
    const early = ordersAt(ctx.db.kysely, () => new Date(Date.now() + (HOLD_MINUTES - 1) * 60_000));
    expect(await early.releaseExpiredHolds()).not.toContain(reference);
    const later = ordersAt(ctx.db.kysely, () => new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000));
    expect(await later.releaseExpiredHolds()).toContain(reference);
    expect(await later.releaseExpiredHolds()).not.toContain(reference);
    expect(await freeOf(stay, 'chambre-patio')).toBe(before);
    const order = await ctx.app.inject({
      url: `/utilisateur/orders/${reference}`,
      headers: { authorization: `Bearer ${tokens[4]}` },
    });
    expect(order.json().order).toMatchObject({ status: 'released', lines: [{ status: 'released' }] });
    const expired = await ctx.db.kysely
      .selectFrom('order_events')
      .innerJoin('orders', 'orders.id', 'order_events.order_id')
      .select('order_events.type')
      .where('orders.reference', '=', reference)
      .where('order_events.type', '=', 'hold_expired')
      .execute();
    expect(expired).toHaveLength(1);
  });

  it('sells exactly the rooms that exist when 100 checkouts race for them' +
    (kind === 'sqlite' ? ', from two server processes on one file' : ''), async () => {
    const stay = nextStay();
    const free = await freeOf(stay, 'chambre-patio');
    const line = await lineFor(stay);
    // On SQLite a second server process shares the file: the race is between processes too.
    const other = kind === 'sqlite' ? await startSecondServer(ctx.dataDir) : null;
    try {
      const attempts = Array.from({ length: 100 }, (_, i) => {
        const token = tokens[i % tokens.length]!;
        const key = crypto.randomUUID();
        if (other && i % 2 === 1)
          return fetch(`${other.origin}/utilisateur/orders`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'content-type': 'application/json' },
            body: JSON.stringify({ lines: [line] }),
          }).then(async (r) => ({ status: r.status, body: await r.text() }));
        return checkout(token, [line], key).then((r) => ({ status: r.statusCode, body: r.body }));
      });
      const results = await Promise.all(attempts);
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s !== 201 && s !== 409),
        JSON.stringify(results.find((r) => r.status >= 500)),
      ).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(free);
      expect(await freeOf(stay, 'chambre-patio')).toBe(0);
      const taken = await ctx.db.kysely
        .selectFrom('room_nights')
        .select(['night', 'taken'])
        .where('listing_slug', '=', 'dar-yasmine')
        .where('room_key', '=', 'chambre-patio')
        .where('night', 'in', [stay.arrival, addDays(stay.arrival, 1)])
        .execute();
      expect(taken.map((t) => Number(t.taken))).toEqual([free, free]);
    } finally {
      await other?.stop();
    }
  }, 120_000);

  // Last: it imports the catalogue again, which gives every place a new id.
  it('refuses an import that drops a booked place or room, and keeps the booking through one that does not', async () => {
    const stay = nextStay();
    const res = await checkout(tokens[5]!, [await lineFor(stay)]);
    const { reference } = res.json().order as { reference: string };
    const withoutRoom = {
      ...demo,
      hotels: demo.hotels.map((h) =>
        h.slug === 'dar-yasmine' ? { ...h, rooms: h.rooms.filter((r) => r.key !== 'chambre-patio') } : h,
      ),
    };
    await expect(importCatalogue(ctx.db.kysely, withoutRoom)).rejects.toThrow(
      `hotels › dar-yasmine › rooms › chambre-patio: booked in order ${reference}`,
    );
    const withoutHotel = { ...demo, hotels: demo.hotels.filter((h) => h.slug !== 'dar-yasmine') };
    await expect(importCatalogue(ctx.db.kysely, withoutHotel)).rejects.toBeInstanceOf(BookedItemsMissing);
    expect(
      await ctx.db.kysely.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst(),
    ).toBeTruthy();

    const before = await freeOf(stay, 'chambre-patio');
    await importCatalogue(ctx.db.kysely, demo);
    hotelId = (
      await ctx.db.kysely.selectFrom('hotels').select('id').where('slug', '=', 'dar-yasmine').executeTakeFirstOrThrow()
    ).id;
    expect(await freeOf(stay, 'chambre-patio')).toBe(before);
    const order = await ctx.app.inject({
      url: `/utilisateur/orders/${reference}`,
      headers: { authorization: `Bearer ${tokens[5]}` },
    });
    expect(order.json().order.lines[0]).toMatchObject({ listing_slug: 'dar-yasmine', status: 'held' });
  });
});

/** The real server in a process of its own, on the same data folder (and so the same SQLite file). */
async function startSecondServer(dataDir: string) {
  const port = 48600 + Math.floor(Math.random() * 300);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://rihla.test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/healthz`)
      .then((r) => r.json() as Promise<{ status?: string }>)
      .then((b) => b.status === 'ok')
      .catch(() => false);
    if (ok) break;
    if (i > 240) throw new Error('the second server did not answer in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
