import { describe, expect, it } from 'vitest';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('agencies API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('gives each agency its partner hotels, with where they are, for the agencies map', async () => {
    const agencies = (await get('/utilisateur/allagencies')).json() as {
      slug: string;
      hotel_ids: number[];
      hotels: { id: number; slug: string; lat: string; lng: string }[];
    }[];
    for (const seeded of demo.agencies) {
      const agency = agencies.find((a) => a.slug === seeded.slug)!;
      expect(agency.hotels.map((h) => h.slug).sort(), seeded.slug).toEqual([...seeded.partnerHotels].sort());
      expect(agency.hotel_ids).toEqual(agency.hotels.map((h) => h.id));
      for (const h of agency.hotels) {
        const hotel = demo.hotels.find((d) => d.slug === h.slug)!;
        expect([Number(h.lat), Number(h.lng)]).toEqual([hotel.lat, hotel.lng]);
      }
    }
    expect(agencies.some((a) => a.hotels.length > 0)).toBe(true);
  });
});
