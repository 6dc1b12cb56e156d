import { describe, expect, it } from 'vitest';
import {
  bookedDeparturesProblem,
  openDepartures,
  publishProblems,
  type TripDraft,
  tierFor,
  tripProblems,
  tripTotal,
} from '../../domain/partner-trips.ts';
import { tripAnswerProblem } from '../../domain/partners.ts';

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

  it('a party’s total is its tier’s price a person times its size; a party no tier covers has none', () => {
    const tiers = [
      { people: 2, priceMillimes: 300_000 },
      { people: 5, priceMillimes: 240_000 },
    ];
    expect(tripTotal(tiers, 3)).toBe(900_000);
    expect(tripTotal(tiers, 5)).toBe(1_200_000);
    expect(tripTotal(tiers, 1)).toBeNull();
  });

  it('only departures from tomorrow on are open, in date order', () => {
    const departures = [
      { date: '2026-12-20', capacity: 8 },
      { date: '2026-11-28', capacity: 8 },
      { date: '2026-12-01', capacity: 4 },
      { date: '2026-11-29', capacity: 6 },
    ];
    expect(openDepartures(departures, '2026-11-28').map((d) => d.date)).toEqual([
      '2026-11-29',
      '2026-12-01',
      '2026-12-20',
    ]);
  });

  it('a rejection says why; an acceptance needs nothing', () => {
    expect(tripAnswerProblem('accept', '')).toBeNull();
    expect(tripAnswerProblem('reject', '   ')).toBe('required');
    expect(tripAnswerProblem('reject', 'x'.repeat(501))).toBe('too_long');
    expect(tripAnswerProblem('reject', 'Tempête annoncée.')).toBeNull();
  });

  it('a departure with places taken stays, with at least those places', () => {
    const taken = new Map([['2026-12-20', 5]]);
    expect(bookedDeparturesProblem([{ date: '2026-12-20', capacity: 5 }], taken)).toBeNull();
    expect(bookedDeparturesProblem([{ date: '2026-12-20', capacity: 4 }], taken)).toBe('below_booked');
    expect(bookedDeparturesProblem([{ date: '2026-12-27', capacity: 8 }], taken)).toBe('booked_departure');
    expect(bookedDeparturesProblem([], new Map([['2026-12-20', 0]]))).toBeNull();
  });
});
