import { describe, expect, it } from 'vitest';
import { datedStatus, daysInclusive, isRealDate, tunisiaDateTime } from '../../domain/dates.ts';

describe('catalogue dates', () => {
  it('reads the clock in Tunisia (UTC+1, no daylight saving)', () => {
    expect(tunisiaDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-01T23:30:00');
    expect(tunisiaDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00');
  });

  it('derives past, in progress and upcoming from start and end', () => {
    const now = '2026-11-22T10:00:00';
    expect(datedStatus('2026-11-01T20:00:00', '2026-11-22T09:59:59', now)).toBe('past');
    expect(datedStatus('2026-11-22T10:00:00', '2026-11-22T12:00:00', now)).toBe('in_progress');
    expect(datedStatus('2026-11-22T10:00:01', '2026-11-30T12:00:00', now)).toBe('upcoming');
    // A bare end date lasts the whole day.
    expect(datedStatus('2026-11-20', '2026-11-22', now)).toBe('in_progress');
    expect(datedStatus('2026-11-20', '2026-11-21', now)).toBe('past');
  });

  it('counts rental days with both ends included', () => {
    expect(daysInclusive('2027-03-01', '2027-03-01')).toBe(1);
    expect(daysInclusive('2027-02-27', '2027-03-02')).toBe(4);
    expect(daysInclusive('2027-03-27', '2027-03-29')).toBe(3);
  });
});

describe('demo dates', () => {
  it('move forward by whole weeks so the demo keeps past, ongoing and upcoming events', async () => {
    const { shiftDemoDates } = await import('../../server/db/seed/seed.ts');
    const catalogue = {
      events: [{ start: '2026-11-20T20:00:00', end: '2026-12-01T23:00:00' }],
      activities: [{ endDate: '2027-01-31' }],
      offers: [{ start: '2026-11-01', end: '2026-12-31' }],
    } as unknown as Parameters<typeof shiftDemoDates>[0];
    expect(shiftDemoDates(catalogue, new Date('2026-11-25T12:00:00Z'))).toBe(catalogue);
    const later = shiftDemoDates(catalogue, new Date('2027-06-01T12:00:00Z'));
    // 191 days later: 27 whole weeks.
    expect(later.events[0]).toEqual({ start: '2027-05-28T20:00:00', end: '2027-06-08T23:00:00' });
    expect(later.activities[0]).toEqual({ endDate: '2027-08-08' });
    expect(later.offers[0]).toEqual({ start: '2027-05-09', end: '2027-07-08' });
    expect(new Date(later.events[0]!.start.slice(0, 10)).getUTCDay()).toBe(new Date('2026-11-20').getUTCDay());
  });
});

describe('calendar days', () => {
  it('accepts only days that exist, leap days in leap years', () => {
    for (const day of ['2024-02-29', '2026-12-31', '1900-01-01']) expect(isRealDate(day), day).toBe(true);
    for (const day of [
      '2025-02-29',
      '2020-02-30',
      '2024-13-45',
      '0000-00-00',
      '9999-99-99',
      '2024-1-05',
      '2024-01-05T00:00',
    ])
      expect(isRealDate(day), day).toBe(false);
  });
});
