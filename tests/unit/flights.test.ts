import { describe, expect, it } from 'vitest';
import { arrival, fliesOn, flightSearchProblems, isoWeekday } from '../../domain/flights.ts';

const today = '2026-11-24'; // a Tuesday
const draft = { from: 'TUN', to: 'DJE', date: '2026-11-25', returnDate: '', passengers: 1 };

describe('flight search rules', () => {
  it('accepts a search from tomorrow, and a return on the same day or later', () => {
    expect(flightSearchProblems(draft, today)).toEqual({});
    expect(flightSearchProblems({ ...draft, returnDate: '2026-11-25' }, today)).toEqual({});
  });
  it('refuses what cannot be flown, field by field', () => {
    expect(flightSearchProblems({ ...draft, from: '', to: '' }, today)).toEqual({ from: 'required', to: 'required' });
    expect(flightSearchProblems({ ...draft, to: 'TUN' }, today)).toEqual({ to: 'same_airports' });
    expect(flightSearchProblems({ ...draft, date: today }, today)).toEqual({ date: 'too_early' });
    expect(flightSearchProblems({ ...draft, returnDate: '2026-11-24' }, today)).toEqual({
      returnDate: 'before_departure',
    });
    for (const passengers of [0, 10, 1.5, Number.NaN])
      expect(flightSearchProblems({ ...draft, passengers }, today)).toEqual({ passengers: 'passengers' });
    expect(flightSearchProblems({ ...draft, passengers: 9 }, today)).toEqual({});
  });
});

describe('timetable', () => {
  it('reads ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // Monday
    expect(isoWeekday('2026-11-29')).toBe(7); // Sunday
    expect(fliesOn('1357', '2026-11-25')).toBe(true); // Wednesday
    expect(fliesOn('1357', '2026-11-24')).toBe(false); // Tuesday
  });
  it('lands on the same day or the next', () => {
    expect(arrival('06:30', 65)).toEqual({ time: '07:35', nextDay: false });
    expect(arrival('23:20', 70)).toEqual({ time: '00:30', nextDay: true });
    expect(arrival('22:50', 70)).toEqual({ time: '00:00', nextDay: true });
  });
});
