import { describe, expect, it } from 'vitest';
import { publishProblems, type TripDraft, tierFor, tripProblems } from '../../domain/partner-trips.ts';

const draft = (over: Partial<TripDraft> = {}): TripDraft => ({
  name: { en: 'Desert night' },
  description: { en: 'Camels and stars.' },
  departureCity: 'douz',
  images: [],
  tiers: [],
  days: [],
  meetingPoint: null,
  departures: [],
  ...over,
});
const places = { isCity: (slug: string) => slug === 'douz' };

describe('a partner’s trip (issue 27, spec §5)', () => {
  it('a party pays the tier with the largest number of people not above its size', () => {
    const tiers = [
      { people: 1, priceMillimes: 300_000 },
      { people: 4, priceMillimes: 250_000 },
      { people: 8, priceMillimes: 200_000 },
    ];
    expect(tierFor(tiers, 1)?.priceMillimes).toBe(300_000);
    expect(tierFor(tiers, 3)?.priceMillimes).toBe(300_000);
    expect(tierFor(tiers, 4)?.priceMillimes).toBe(250_000);
    expect(tierFor(tiers, 12)?.priceMillimes).toBe(200_000);
    expect(tierFor([{ people: 2, priceMillimes: 1000 }], 1)).toBeUndefined();
  });

  it('is written in French or English at least, and names its rows’ problems', () => {
    expect(tripProblems(draft(), '2026-12-01', places)).toEqual({});
    expect(tripProblems(draft({ name: { ar: 'ليلة' }, departureCity: 'atlantis' }), '2026-12-01', places)).toEqual({
      name: 'required_fr_or_en',
      departureCity: 'unknown_place',
    });
    const bad = draft({
      departures: [
        { date: '2026-12-05', capacity: 8 },
        { date: '2026-12-05', capacity: 8 },
      ],
      days: [{ title: { en: 'Day one' }, programme: {} }],
      images: ['/etc/passwd'],
    });
    expect(tripProblems(bad, '2026-12-01', places)).toEqual({
      departures: 'duplicate_date',
      days: 'required',
      images: 'invalid_photo',
    });
    expect(tripProblems(draft({ departures: [{ date: '2026-12-01', capacity: 8 }] }), '2026-12-01', places)).toEqual({
      departures: 'past_date',
    });
  });

  it('is published only with images, price tiers, day programmes and a departure', () => {
    expect(publishProblems(draft())).toEqual({
      images: 'required',
      tiers: 'required',
      days: 'required',
      departures: 'required',
    });
  });
});
