import { describe, expect, it } from 'vitest';
import {
  dailyPrice,
  defaultRentalWeek,
  initialRentalDates,
  rentalDays,
  rentalProblems,
  rentalTotal,
} from '../../domain/rental.ts';

describe('rental rules of spec §5 and §9', () => {
  it('totals price × days, rounded up', () => {
    expect(rentalTotal(120, 3)).toBe(360);
    expect(rentalTotal(99.5, 3)).toBe(299);
    expect(rentalTotal(33.335, 3)).toBe(101);
    expect(rentalTotal(0, 5)).toBe(0);
    expect(rentalTotal(2.2, 25)).toBe(55);
  });

  it('totals exactly over a grid of prices and days (counted in millimes, not floating dinars)', () => {
    const wrong: string[] = [];
    for (let tenths = 1; tenths <= 3000; tenths++)
      for (let days = 1; days <= 31; days++) {
        const millimes = tenths * 100 * days; // exact integers
        const expected = Math.floor((millimes + 999) / 1000);
        const price = tenths / 10; // 2.2, 33.3…: not exact in binary
        if (rentalTotal(price, days) !== expected) wrong.push(`${price} × ${days}`);
      }
    for (const millimes of [1, 335, 999, 1001, 33_335, 99_999])
      for (let days = 1; days <= 31; days++)
        if (rentalTotal(millimes / 1000, days) !== Math.floor((millimes * days + 999) / 1000))
          wrong.push(`${millimes / 1000} × ${days}`);
    expect(wrong).toEqual([]);
  });

  it('prices a day by the longest tier the rental reaches', () => {
    const prices = [
      { from_days: 1, price: 120 },
      { from_days: 3, price: 110 },
      { from_days: 7, price: 95 },
    ];
    expect(dailyPrice(prices, 1)).toBe(120);
    expect(dailyPrice(prices, 2)).toBe(120);
    expect(dailyPrice(prices, 3)).toBe(110);
    expect(dailyPrice(prices, 30)).toBe(95);
    expect(dailyPrice([], 3)).toBe(0);
  });

  it('defaults to Monday–Sunday of the current week', () => {
    expect(defaultRentalWeek('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Tuesday
    expect(defaultRentalWeek('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Monday
    expect(defaultRentalWeek('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday
    expect(defaultRentalWeek('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' }); // across a year
  });

  it('never starts the filters before tomorrow', () => {
    expect(initialRentalDates('2026-11-24')).toEqual({ from: '2026-11-25', to: '2026-11-29' });
    expect(initialRentalDates('2026-11-29')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(initialRentalDates('2026-11-22')).toEqual({ from: '2026-11-23', to: '2026-11-23' }); // a Sunday
  });

  it('needs both dates from tomorrow on, in order, and both places', () => {
    const today = '2026-11-24';
    const ok = { from: '2026-11-25', to: '2026-11-27', pickup: 'Aéroport de Djerba', dropoff: 'Houmt Souk' };
    expect(rentalProblems(ok, today)).toEqual({});
    expect(rentalProblems({ ...ok, from: '', to: '', pickup: ' ', dropoff: '' }, today)).toEqual({
      from: 'required',
      to: 'required',
      pickup: 'required',
      dropoff: 'required',
    });
    expect(rentalProblems({ ...ok, from: '2026-11-24' }, today)).toEqual({ from: 'too_early' });
    expect(rentalProblems({ ...ok, to: '2026-11-24' }, today)).toEqual({ to: 'too_early' });
    expect(rentalProblems({ ...ok, from: '2026-11-28', to: '2026-11-26' }, today)).toEqual({ to: 'before_start' });
  });

  it('counts rental days as the difference of the dates', () => {
    expect(rentalDays('2026-11-28', '2026-11-29')).toBe(1);
    expect(rentalDays('2026-11-28', '2026-12-05')).toBe(7);
    expect(rentalDays('2026-12-28', '2027-01-04')).toBe(7); // across a year
    expect(rentalDays('2026-11-25', '2026-11-25')).toBe(1); // a return the same day is a day
    expect(rentalDays('2026-11-25', '2026-11-27')).toBe(2);
    expect(rentalDays('2026-11-27', '2026-11-25')).toBe(0);
    expect(rentalDays('', '2026-11-25')).toBe(0);
  });
});
