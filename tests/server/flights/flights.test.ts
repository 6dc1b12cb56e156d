import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightRoutesResponseSchema, flightSearchResponseSchema } from '../../../domain/contract/flights.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { isoWeekday } from '../../../domain/flights.ts';
import { addDays } from '../../../domain/rental.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, startApp } from '../harness.ts';

const today = tunisiaDateTime(new Date()).slice(0, 10);
/** The first day from the day after tomorrow that falls on ISO weekday `weekday`. */
const nextWeekday = (weekday: number) => {
  let date = addDays(today, 2);
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
};
const timetable = demo.flights;

describe.each(databases)('flights API on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the flights of that weekday, earliest first, priced for the cabin and passengers', async () => {
    const saturday = nextWeekday(6);
    const res = await get(`/utilisateur/flights?from=TUN&to=DJE&date=${saturday}&passengers=3&cabin=business`);
    expect(res.statusCode).toBe(200);
    const body = flightSearchResponseSchema.parse(res.json());
    const expected = timetable
      .filter((f) => f.from === 'TUN' && f.to === 'DJE' && f.weekdays.includes('6'))
      .sort((a, b) => a.departs.localeCompare(b.departs));
    expect(expected.length).toBeGreaterThan(0);
    expect(body.outbound.map((f) => f.number)).toEqual(expected.map((f) => f.number));
    const first = body.outbound[0]!;
    expect(first).toMatchObject({ from: 'TUN', to: 'DJE', date: saturday, cabin: 'business' });
    // The airline, named from the number's carrier code.
    expect(body.outbound.map((f) => [f.number.slice(0, 2), f.airline])).toEqual(
      expected.map((f) => [
        f.number.slice(0, 2),
        { TU: 'Tunisair', UG: 'Tunisair Express', BJ: 'Nouvelair' }[f.number.slice(0, 2)],
      ]),
    );
    expect(body.outbound_nearby).toEqual([]);
    expect(first.fare_millimes).toBe(expected[0]!.businessDt * 1000);
    expect(first.total_millimes).toBe(first.fare_millimes * 3);
    expect(body.inbound).toBeNull();
  });

  it('skips the days a flight does not fly, and adds the way back', async () => {
    // Tozeur is served on Monday, Wednesday, Friday and Sunday only.
    const tuesday = nextWeekday(2);
    const wednesday = nextWeekday(3);
    const res = await get(`/utilisateur/flights?from=TUN&to=TOE&date=${tuesday}&return=${addDays(wednesday, 7)}`);
    const body = flightSearchResponseSchema.parse(res.json());
    expect(body.outbound).toEqual([]);
    expect(body.inbound?.map((f) => [f.from, f.to, f.departs, f.arrives])).toEqual([['TOE', 'TUN', '09:50', '11:00']]);
  });

  it('offers the nearby days with flights when the day has none, with their lowest fare, within the trip', async () => {
    // Tozeur: Monday, Wednesday, Friday and Sunday. A Tuesday a week on: Sunday, Monday, Wednesday, Friday.
    const tuesday = addDays(nextWeekday(2), 7);
    const fare = 159_000;
    const res = await get(`/utilisateur/flights?from=TUN&to=TOE&date=${tuesday}&passengers=2`);
    const body = flightSearchResponseSchema.parse(res.json());
    expect(body.outbound).toEqual([]);
    expect(body.outbound_nearby).toEqual(
      [-2, -1, 1, 3].map((d) => ({ date: addDays(tuesday, d), fare_millimes: fare })),
    );
    expect(body.inbound_nearby).toBeNull();
    // Not after the return day; the return's from the outbound day on.
    const back = await get(`/utilisateur/flights?from=TUN&to=TOE&date=${tuesday}&return=${addDays(tuesday, 2)}`);
    const both = flightSearchResponseSchema.parse(back.json());
    expect(both.outbound_nearby.map((d) => d.date)).toEqual([-2, -1, 1].map((d) => addDays(tuesday, d)));
    expect(both.inbound?.map((f) => f.number)).toEqual([]);
    expect(both.inbound_nearby?.map((d) => d.date)).toEqual([1, 3, 5].map((d) => addDays(tuesday, d)));
    // Tomorrow at the earliest.
    const soon = await get(`/utilisateur/flights?from=MIR&to=DJE&date=${addDays(today, 1)}`);
    const soonBody = flightSearchResponseSchema.parse(soon.json());
    for (const d of soonBody.outbound_nearby) expect(d.date > today).toBe(true);
  });

  it('lists the routes flown, and an airport pair without one has no flight nor nearby day', async () => {
    const res = await get('/utilisateur/flights/routes');
    expect(res.statusCode).toBe(200);
    const { routes } = flightRoutesResponseSchema.parse(res.json());
    const pairs = [...new Set(timetable.map((f) => `${f.from}-${f.to}`))].sort();
    expect(routes.map((r) => `${r.from}-${r.to}`).sort()).toEqual(pairs);
    expect(routes).toContainEqual({ from: 'TUN', to: 'DJE' });
    expect(routes).not.toContainEqual({ from: 'GAF', to: 'DJE' });
    const none = await get(`/utilisateur/flights?from=GAF&to=DJE&date=${addDays(today, 10)}`);
    expect(none.statusCode).toBe(200);
    expect(flightSearchResponseSchema.parse(none.json())).toMatchObject({ outbound: [], outbound_nearby: [] });
  });

  it('refuses what cannot be flown with a translated code, never a 5xx', async () => {
    const tomorrow = addDays(today, 1);
    const cases: [string, number, string][] = [
      [`from=TUN&to=TUN&date=${tomorrow}`, 400, 'same_airports'],
      [`from=TUN&to=DJE&date=${today}`, 400, 'invalid_dates'],
      [`from=TUN&to=DJE&date=${addDays(today, 5)}&return=${addDays(today, 4)}`, 400, 'invalid_dates'],
      [`from=TUN&to=XXX&date=${tomorrow}`, 404, 'airport_not_found'],
      [`from=tun&to=DJE&date=${tomorrow}`, 400, 'invalid_query'],
      [`from=TUN&to=DJE&date=${tomorrow}&passengers=10`, 400, 'invalid_query'],
      [`from=TUN&to=DJE&date=${tomorrow}&cabin=first`, 400, 'invalid_query'],
      ['from=TUN&to=DJE', 400, 'invalid_query'],
      // Days that are not in the calendar, or long past.
      [`from=TUN&to=DJE&date=${tomorrow}&return=9999-99-99`, 400, 'invalid_query'],
      [`from=TUN&to=DJE&date=${addDays(today, 400).slice(0, 4)}-02-30`, 400, 'invalid_query'],
      [`from=TUN&to=DJE&date=${tomorrow}&return=${addDays(today, 30).slice(0, 7)}-32`, 400, 'invalid_query'],
      ['from=TUN&to=DJE&date=2020-03-01', 400, 'invalid_dates'],
    ];
    for (const [query, status, code] of cases) {
      const res = await get(`/utilisateur/flights?${query}`);
      expect([query, res.statusCode, res.json().code]).toEqual([query, status, code]);
    }
    // Tomorrow is the first day one can search.
    expect((await get(`/utilisateur/flights?from=TUN&to=DJE&date=${tomorrow}`)).statusCode).toBe(200);
  });
});
