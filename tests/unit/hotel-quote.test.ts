import { describe, expect, it } from 'vitest';
import {
  assignGuests,
  cancellationFee,
  cheapestStayIn,
  childNightPrice,
  quoteStay,
  type RoomOffer,
  type StayPolicy,
} from '../../domain/booking/hotel-quote.ts';
import { type StayRequest, stayNights, stayProblems } from '../../domain/booking/stay.ts';

const policy: StayPolicy = {
  childBands: [
    { minAge: 2, maxAge: 5, millimes: 0 },
    { minAge: 6, maxAge: 11, millimes: 45_000 },
    { minAge: 12, maxAge: 17, millimes: 70_000 },
  ],
  touristTaxMillimes: 3_000,
  freeCancellationDays: 3,
  cancellationFeePercent: 50,
};
const double: RoomOffer = {
  key: 'double',
  capacity: 4,
  minNights: 1,
  rates: [
    { board: 'bed_breakfast', millimes: 185_500 },
    { board: 'half_board', millimes: 230_000 },
  ],
  free: 2,
};
const suite: RoomOffer = {
  key: 'suite',
  capacity: 4,
  minNights: 3,
  rates: [{ board: 'half_board', millimes: 390_000 }],
  free: 1,
};
const stay: StayRequest = { arrival: '2027-04-10', departure: '2027-04-13', adults: 2, childAges: [4, 9, 1], rooms: 1 };

describe('stay rules (spec §5)', () => {
  it('counts hotel nights: arrival included, departure excluded', () => {
    expect(stayNights('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });

  it('refuses an arrival in the past, a departure not after it, no room, more rooms than adults', () => {
    expect(stayProblems(stay, '2027-04-10')).toEqual({});
    expect(stayProblems(stay, '2027-04-11').arrival).toBe('in_past');
    expect(stayProblems({ ...stay, departure: '2027-04-10' }, '2027-01-01').departure).toBe('not_after_arrival');
    expect(stayProblems({ ...stay, departure: '2027-02-30' }, '2027-01-01').departure).toBe('required');
    expect(stayProblems({ ...stay, departure: '2027-06-10' }, '2027-01-01').departure).toBe('too_long');
    expect(stayProblems({ ...stay, rooms: 0 }, '2027-01-01').rooms).toBe('too_few');
    expect(stayProblems({ ...stay, rooms: 3 }, '2027-01-01').rooms).toBe('more_rooms_than_adults');
    expect(stayProblems({ ...stay, adults: 0 }, '2027-01-01').adults).toBe('too_few');
    expect(stayProblems({ ...stay, childAges: [18] }, '2027-01-01').childAges).toBe('invalid_age');
    expect(stayProblems({ ...stay, childAges: [2.5] }, '2027-01-01').childAges).toBe('invalid_age');
  });
});

describe('the price of a stay, line by line', () => {
  it('adds nights × rate, each child by age band, babies free and the tourist tax per adult and night', () => {
    const result = quoteStay(stay, [double, suite], policy, [{ room: 'double', board: 'half_board', quantity: 1 }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.lines).toEqual([
      { kind: 'room', room: 'double', board: 'half_board', quantity: 1, nights: 3, unit: 230_000, total: 690_000 },
      { kind: 'child', age: 9, nights: 3, unit: 45_000, total: 135_000 },
      { kind: 'child', age: 4, nights: 3, unit: 0, total: 0 },
      { kind: 'baby', age: 1, total: 0 },
      { kind: 'tourist_tax', adults: 2, nights: 3, unit: 3_000, total: 18_000 },
    ]);
    expect(result.quote.total).toBe(843_000);
    // The baby sleeps in the room without taking one of its 4 places.
    expect(result.quote.occupancy).toEqual([
      { room: 'double', board: 'half_board', adults: 2, childAges: [9, 4], babies: 1 },
    ]);
  });

  it('refuses a choice that does not match the stay: room count, capacity, minimum nights, rooms left', () => {
    const choose = (room: string, quantity: number, board: 'half_board' | 'all_inclusive' = 'half_board') =>
      quoteStay(stay, [double, suite], policy, [{ room, board, quantity }]);
    expect(choose('double', 2)).toMatchObject({ ok: false, problem: 'room_count_mismatch' });
    expect(
      quoteStay({ ...stay, childAges: [4, 9, 13] }, [double], policy, [
        { room: 'double', board: 'half_board', quantity: 1 },
      ]),
    ).toMatchObject({
      ok: false,
      problem: 'over_capacity',
    });
    expect(choose('suite', 1)).toMatchObject({ ok: true });
    expect(
      quoteStay({ ...stay, departure: '2027-04-12' }, [suite], policy, [
        { room: 'suite', board: 'half_board', quantity: 1 },
      ]),
    ).toMatchObject({
      ok: false,
      problem: 'min_nights',
      room: 'suite',
    });
    expect(choose('double', 1, 'all_inclusive')).toMatchObject({ ok: false, problem: 'unknown_board' });
    expect(choose('attic', 1)).toMatchObject({ ok: false, problem: 'unknown_room' });
    const two = { ...stay, adults: 4, rooms: 3 };
    expect(quoteStay(two, [double], policy, [{ room: 'double', board: 'half_board', quantity: 3 }])).toMatchObject({
      ok: false,
      problem: 'not_enough_free',
    });
  });

  it('spreads the party over several rooms, an adult in each', () => {
    const occupancy = assignGuests(
      [
        { room: 'double', board: 'bed_breakfast', capacity: 3 },
        { room: 'single', board: 'bed_breakfast', capacity: 1 },
      ],
      { adults: 3, childAges: [7, 0] },
    );
    expect(occupancy).toEqual([
      { room: 'double', board: 'bed_breakfast', adults: 2, childAges: [7], babies: 1 },
      { room: 'single', board: 'bed_breakfast', adults: 1, childAges: [], babies: 0 },
    ]);
    expect(
      assignGuests([{ room: 'single', board: 'bed_breakfast', capacity: 1 }], { adults: 1, childAges: [3] }),
    ).toBeNull();
  });

  it('prices a child older than every band at the oldest band, and picks the cheapest board for a room type', () => {
    expect(childNightPrice(policy.childBands.slice(0, 2), 14)).toBe(45_000);
    expect(cheapestStayIn({ ...stay, childAges: [] }, double, policy)).toEqual({
      board: 'bed_breakfast',
      total: 3 * 185_500 + 18_000,
    });
    expect(cheapestStayIn({ ...stay, adults: 5, childAges: [] }, double, policy)).toBeNull();
  });

  it('charges no cancellation fee before the provider answers or before the free-cancellation limit', () => {
    expect(cancellationFee(policy, 843_000, 1, false)).toBe(0);
    expect(cancellationFee(policy, 843_000, 3, true)).toBe(0);
    expect(cancellationFee(policy, 843_000, 2, true)).toBe(421_500);
  });
});
