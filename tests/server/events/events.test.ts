import { describe, expect, it } from 'vitest';
import { databases, pagingOf, seededApi } from '../harness.ts';

describe.each(databases)('events API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('filters events by status, paging links keep it, and the statuses add up to every event', async () => {
    const all = (await get('/utilisateur/allevent')).json().events.total as number;
    let sum = 0;
    for (const status of ['past', 'in_progress', 'upcoming']) {
      const page = (await get(`/utilisateur/allevent?status=${status}`)).json().events;
      expect(page.data.length, status).toBeGreaterThan(0);
      expect(page.data.map((e: { status: string }) => e.status)).toEqual(page.data.map(() => status));
      for (const link of [page.first_page_url, page.last_page_url]) expect(link).toContain(`status=${status}`);
      sum += page.total;
    }
    expect(sum).toBe(all);
    expect((await get('/utilisateur/allevent?status=soon')).statusCode).toBe(400);
  });

  it('`current` lists the events not over yet, soonest first; `all` lists every one', async () => {
    const current = (await get('/utilisateur/allevent?status=current')).json().events;
    const inProgress = (await get('/utilisateur/allevent?status=in_progress')).json().events.total as number;
    const upcoming = (await get('/utilisateur/allevent?status=upcoming')).json().events.total as number;
    expect(current.total).toBe(inProgress + upcoming);
    expect(current.data.some((e: { status: string }) => e.status === 'past')).toBe(false);
    const starts = current.data.map((e: { start_date: string }) => e.start_date);
    expect(starts.length).toBeGreaterThan(1);
    expect(starts).toEqual([...starts].sort());
    expect(current.next_page_url ?? current.last_page_url).toContain('status=current');
    const all = (await get('/utilisateur/allevent?status=all')).json().events.total;
    expect(all).toBe((await get('/utilisateur/allevent')).json().events.total);
  });

  it('derives event status from the dates, on Tunisia time', async () => {
    const now = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Africa/Tunis',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date())
      .replace(' ', 'T');
    const all = [];
    for (let page = 1; ; page++) {
      const p = pagingOf((await get(`/utilisateur/allevent?page=${page}`)).json());
      all.push(...(p.data as unknown as { start_date: string; end_date: string; status: string }[]));
      if (!p.next_page_url) break;
    }
    for (const e of all) {
      const expected = e.end_date < now ? 'past' : e.start_date > now ? 'upcoming' : 'in_progress';
      expect(e.status, JSON.stringify(e)).toBe(expected);
    }
    expect(new Set(all.map((e) => e.status)).size).toBeGreaterThan(1);
  });
});
