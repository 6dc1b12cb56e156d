import { describe, expect, it } from 'vitest';
import { openState, type Service } from '../../domain/booking/tables.ts';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const lunchAndDinner: Service[] = [
  { days: EVERY_DAY, from: '12:00', to: '15:00' },
  { days: EVERY_DAY, from: '19:00', to: '23:00' },
];

describe('a restaurant open now, or when it opens (2026-12-02 is a Wednesday)', () => {
  it('is open during a service, until its end', () => {
    expect(openState(lunchAndDinner, '2026-12-02T12:00')).toEqual({ open: true, closesAt: '15:00' });
    expect(openState(lunchAndDinner, '2026-12-02T22:59')).toEqual({ open: true, closesAt: '23:00' });
  });

  it('between services and after the last, says when it opens next', () => {
    expect(openState(lunchAndDinner, '2026-12-02T15:00')).toEqual({
      open: false,
      opensAt: { date: '2026-12-02', time: '19:00' },
    });
    expect(openState(lunchAndDinner, '2026-12-02T23:30')).toEqual({
      open: false,
      opensAt: { date: '2026-12-03', time: '12:00' },
    });
  });

  it('counts a service past midnight on the day it began, and skips closed days', () => {
    const late: Service[] = [{ days: [5, 6], from: '20:00', to: '02:00' }]; // Friday and Saturday nights
    expect(openState(late, '2026-12-05T01:30')).toEqual({ open: true, closesAt: '02:00' }); // Saturday 01:30
    expect(openState(late, '2026-12-07T01:30')).toEqual({
      open: false,
      opensAt: { date: '2026-12-11', time: '20:00' },
    });
    expect(openState([], '2026-12-02T12:00')).toEqual({ open: false, opensAt: null });
  });
});
