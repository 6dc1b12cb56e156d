import { describe, expect, it } from 'vitest';
import {
  airlineName,
  arrival,
  fliesOn,
  flightSearchProblems,
  isoWeekday,
  nearbyFlightDates,
} from '../../domain/flights.ts';

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

describe('airlines and nearby days', () => {
  it('names the airline from the flight number’s carrier code', () => {
    expect(airlineName('TU100')).toBe('Tunisair');
    expect(airlineName('UG 102')).toBe('Tunisair Express');
    expect(airlineName('BJ104')).toBe('Nouvelair');
    expect(airlineName('XY123')).toBe('XY');
  });
  // Wednesday 2026-11-25; the flights fly on Mondays (1) and Saturdays (6) only.
  const flights = [
    { weekdays: '1', fare_millimes: 120_000 },
    { weekdays: '16', fare_millimes: 99_000 },
  ];
  it('offers the days up to three before and after that have a flight, with their lowest fare', () => {
    expect(nearbyFlightDates(flights, '2026-11-25', { earliest: '2026-11-20' })).toEqual([
      { date: '2026-11-23', fare_millimes: 99_000 },
      { date: '2026-11-28', fare_millimes: 99_000 },
    ]);
  });
  it('keeps within tomorrow and the return day', () => {
    expect(nearbyFlightDates(flights, '2026-11-25', { earliest: '2026-11-24', latest: '2026-11-27' })).toEqual([]);
    expect(nearbyFlightDates(flights, '2026-11-25', { earliest: '2026-11-24', latest: '2026-11-28' })).toEqual([
      { date: '2026-11-28', fare_millimes: 99_000 },
    ]);
    expect(nearbyFlightDates([], '2026-11-25', { earliest: '2026-11-20' })).toEqual([]);
  });
});
