import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/rental.ts';
import { today } from '../../../../src/components/stay/stay-dates.ts';
import { lastStay, rememberPending, rememberStay, takePending } from '../../../../src/components/stay/stay-memory.ts';

describe('the stay kept on the device', () => {
  afterEach(() => localStorage.clear());

  it('comes back as asked, but without dates that have passed', () => {
    const stay = {
      arrival: addDays(today(), 10),
      departure: addDays(today(), 12),
      adults: 3,
      childAges: [5],
      rooms: 2,
    };
    rememberStay(stay);
    expect(lastStay()).toEqual(stay);
    rememberStay({ ...stay, arrival: addDays(today(), -3), departure: addDays(today(), -1) });
    expect(lastStay()).toEqual({ ...stay, arrival: '', departure: '' });
    localStorage.setItem('rihla.stay-search', '{not json');
    expect(lastStay()).toMatchObject({ arrival: '', adults: 2, rooms: 1, childAges: [] });
  });

  it('gives the rooms chosen before signing in back once, on the same place only', () => {
    const stay = { arrival: addDays(today(), 10), departure: addDays(today(), 12), adults: 2, childAges: [], rooms: 1 };
    rememberPending({ kind: 'hotel', listingId: 7, stay, quantities: { 'suite|half_board': 1 } });
    expect(takePending('maison', 7)).toBeNull();
    expect(takePending('hotel', 8)).toBeNull();
    expect(takePending('hotel', 7)?.quantities).toEqual({ 'suite|half_board': 1 });
    expect(takePending('hotel', 7)).toBeNull();
  });
});
