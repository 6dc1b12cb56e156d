import { describe, expect, it } from 'vitest';
import { shiftDemoDates } from '../../../server/db/seed/seed.ts';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('special offers API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('lists special offers valid now or later, by kind and by listing', async () => {
    type Offer = {
      id: number;
      kind: string;
      status: string;
      start_date: string;
      end_date: string;
      listing: { id: number; slug: string };
    };
    const { offers } = (await get('/utilisateur/offers')).json() as { offers: Offer[] };
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Tunis' }).format(new Date());
    const live = shiftDemoDates(demo, new Date()).offers.filter((o) => o.end >= today);
    expect(offers).toHaveLength(live.length);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      expect(o.end_date >= today).toBe(true);
      expect(o.status).toBe(o.start_date > today ? 'upcoming' : 'in_progress');
    }
    expect(offers.findIndex((o) => o.status === 'upcoming')).not.toBeLessThan(
      offers.filter((o) => o.status === 'in_progress').length,
    );
    const sample = offers[0]!;
    const seed = demo.offers.find((o) => o.kind === sample.kind && o.listing === sample.listing.slug)!;
    expect(seed).toBeTruthy();
    const one = (await get(`/utilisateur/offers?kind=${sample.kind}&listing_id=${sample.listing.id}`)).json() as {
      offers: Offer[];
    };
    expect(one.offers.map((o) => o.id)).toEqual([sample.id]);
    const hotels = (await get('/utilisateur/offers?kind=hotel')).json() as { offers: Offer[] };
    expect(hotels.offers.every((o) => o.kind === 'hotel')).toBe(true);
    expect(hotels.offers).toHaveLength(live.filter((o) => o.kind === 'hotel').length);
  });
});
