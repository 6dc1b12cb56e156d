import { describe, expect, it } from 'vitest';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { databases, type Paging, pagingOf, seededApi } from '../harness.ts';

/** Next year: rental dates that are always in the future (a past pick-up date is refused). */
const NEXT = Number(tunisiaDateTime(new Date()).slice(0, 4)) + 1;

describe.each(databases)('vehicles API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('lists only vehicles free on the asked days, with the rental price', async () => {
    const url = (from: string, to: string) => `/utilisateur/vehicles?from=${from}&to=${to}&page=1`;
    type Rentals = Paging & {
      data: {
        id: number;
        prices: { from_days: number; price: number }[];
        rental: { days: number; price: number; total: number };
      }[];
    };
    // Days are the difference of the dates: 28 November → 5 December is a week, not 8 days.
    const before = pagingOf((await get(url(`${NEXT}-11-28`, `${NEXT}-12-05`))).json()) as Rentals;
    const car = before.data[0]!;
    expect(car.rental.days).toBe(7);
    const tier = [...car.prices].reverse().find((p) => p.from_days <= 7)!;
    const millimes = Math.round(tier.price * 1000) * 7;
    expect(car.rental).toMatchObject({ price: tier.price, total: Math.ceil(millimes / 1000) });
    const overnight = pagingOf((await get(url(`${NEXT}-11-28`, `${NEXT}-11-29`))).json()) as Rentals;
    expect(overnight.data[0]!.rental).toMatchObject({ days: 1, total: Math.ceil(overnight.data[0]!.prices[0]!.price) });
    await api.ctx.db.kysely
      .insertInto('vehicle_reservations')
      .values({
        vehicle_id: car.id,
        start_date: `${NEXT}-04-10`,
        end_date: `${NEXT}-04-15`,
        status: 'confirmed',
        created_at: new Date().toISOString(),
      })
      .execute();
    const ids = async (from: string, to: string) => {
      const collected: number[] = [];
      let next: string | null = `http://rihla.test${url(from, to)}`;
      while (next) {
        const u = new URL(next);
        const p = pagingOf((await get(u.pathname + u.search)).json());
        collected.push(...p.data.map((d) => d.id));
        next = p.next_page_url;
      }
      return collected;
    };
    // Different dates from the cached request above, so the answers are fresh.
    expect(await ids(`${NEXT}-04-15`, `${NEXT}-04-20`)).not.toContain(car.id); // overlaps on the 15th
    expect(await ids(`${NEXT}-04-01`, `${NEXT}-04-10`)).not.toContain(car.id); // overlaps on the 10th
    expect(await ids(`${NEXT}-04-16`, `${NEXT}-04-18`)).toContain(car.id);
    expect(await ids(`${NEXT}-04-01`, `${NEXT}-04-09`)).toContain(car.id);
  });
});
