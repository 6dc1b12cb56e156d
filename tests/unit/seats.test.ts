import { describe, expect, it } from 'vitest';
import { initialLineState } from '../../domain/booking/kinds.ts';
import { bookableDays, eventDays, MAX_SEATS, seatProblem } from '../../domain/booking/seats.ts';

describe('seats at an event or an activity', () => {
  it('are offered every day an event runs, a night past midnight counting as its evening', () => {
    expect(eventDays('2026-12-31T20:30:00', '2027-01-01T00:30:00', 'event')).toEqual({
      firstDay: '2026-12-31',
      lastDay: '2026-12-31',
    });
    expect(eventDays('2026-08-06T21:00:00', '2026-08-09T23:30:00', 'event')).toEqual({
      firstDay: '2026-08-06',
      lastDay: '2026-08-09',
    });
    // A weekend idea leaves on its first day.
    expect(eventDays('2026-12-04T17:00:00', '2026-12-06T17:00:00', 'weekend').lastDay).toBe('2026-12-04');
  });

  it('from today on only, none once the offer is over', () => {
    const offer = { firstDay: '2026-11-20', lastDay: '2026-11-30' };
    expect(bookableDays(offer, '2026-11-28')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    expect(bookableDays(offer, '2026-12-01')).toEqual([]);
  });

  it('refuse a passed date, a day not offered and a number of seats out of bounds', () => {
    const offer = { firstDay: '2026-12-01', lastDay: '2026-12-03' };
    const today = '2026-11-28';
    expect(seatProblem({ date: '2026-12-02', seats: 2 }, offer, today)).toBeNull();
    expect(seatProblem({ date: '2026-11-27', seats: 2 }, offer, today)).toBe('offer_passed');
    expect(seatProblem({ date: '2026-12-05', seats: 2 }, offer, today)).toBe('date_not_offered');
    expect(seatProblem({ date: '2026-12-02', seats: 0 }, offer, today)).toBe('seats_required');
    expect(seatProblem({ date: '2026-12-02', seats: MAX_SEATS + 1 }, offer, today)).toBe('too_many_seats');
    expect(seatProblem({ date: '2026-12-02', seats: 1 }, offer, '2026-12-04')).toBe('offer_passed');
  });

  it('are held for payment when paid, confirmed at once when a free event, asked of the organiser for an activity', () => {
    expect(initialLineState('event', 60_000)).toBe('held');
    expect(initialLineState('event', 0)).toBe('confirmed');
    expect(initialLineState('activity', 0)).toBe('pending_provider');
    expect(initialLineState('vehicle', 300_000)).toBe('pending_provider');
  });
});

describe('a circuit’s departures and party', () => {
  it('leave on the rule’s weekdays, from a few days ahead', async () => {
    const { departureDates, CIRCUIT_NOTICE_DAYS } = await import('../../domain/booking/circuits.ts');
    // 2026-11-28 is a Saturday: the first Saturday far enough ahead is 2026-12-05.
    const dates = departureDates({ weekdays: [6], places: 16 }, '2026-11-28');
    expect(CIRCUIT_NOTICE_DAYS).toBe(3);
    expect(dates.slice(0, 2)).toEqual(['2026-12-05', '2026-12-12']);
  });

  it('pay a person each, and a single supplement for each room one person has alone', async () => {
    const { circuitTotal, partyProblem } = await import('../../domain/booking/circuits.ts');
    expect(circuitTotal(1_000_000, 2, 1)).toBe(2_000_000);
    expect(circuitTotal(1_000_000, 3, 2)).toBe(3_300_000);
    expect(circuitTotal(1_000_000, 1, 1)).toBe(1_300_000);
    expect(partyProblem(4, 1)).toBe('rooms');
    expect(partyProblem(2, 3)).toBe('rooms');
    expect(partyProblem(0, 1)).toBe('people');
    expect(partyProblem(5, 2)).toBeNull();
  });
});

describe('a flight passenger’s names', () => {
  it('are written as on the passport', async () => {
    const { passengerNameProblem } = await import('../../domain/flights.ts');
    expect(passengerNameProblem('Nour')).toBeNull();
    expect(passengerNameProblem('Ben Salah-Jaziri')).toBeNull();
    expect(passengerNameProblem("D'Amélie")).toBeNull();
    expect(passengerNameProblem('  ')).toBe('required');
    expect(passengerNameProblem('نور')).toBe('passport_letters');
    expect(passengerNameProblem('Nour2')).toBe('passport_letters');
    expect(passengerNameProblem('A'.repeat(41))).toBe('too_long');
  });
});
