import { afterEach, describe, expect, it } from 'vitest';
import { stayProblems } from '../../../../domain/booking/stay.ts';
import { addDays } from '../../../../domain/rental.ts';
import { today } from '../../../../src/components/stay/stay-dates.ts';
import { openedForStay, rememberStay } from '../../../../src/components/stay/stay-memory.ts';
import { parseHotelFindSearch, stayOfHotelFind } from '../../../../src/features/hotels/hotel-find-search.ts';

const arrival = addDays(today(), 20);
const departure = addDays(arrival, 2);
const segments = (adults: string, rooms: string, childs: string) => ({
  destination: 'djerba',
  date: arrival,
  endDate: departure,
  adults,
  rooms,
  childs,
});

describe('the address of the hotels free for a stay', () => {
  it('reads `?ages=` as the router hands it over: a lone age as a number, several as text', () => {
    expect(parseHotelFindSearch({ ages: 4 })).toEqual({ ages: 4 });
    expect(parseHotelFindSearch({ ages: '4,9', page: '2' })).toEqual({ ages: '4,9', page: 2 });
    expect(parseHotelFindSearch({ ages: '4;9', page: 0 })).toEqual({});
    expect(parseHotelFindSearch({ ages: -1 })).toEqual({});
  });

  it('asks the stay of its segments, which the stay’s rules then check', () => {
    expect(stayOfHotelFind(segments('2', '1', '2'), '4,9')).toEqual({
      arrival,
      departure,
      adults: 2,
      rooms: 1,
      childAges: [4, 9],
    });
    expect(stayOfHotelFind(segments('2', '1', '1'), 4).childAges).toEqual([4]);
    expect(stayOfHotelFind(segments('2', '1', '0'), undefined).childAges).toEqual([]);
    // Children without their ages, or a count that is none: children of unknown age.
    expect(stayProblems(stayOfHotelFind(segments('2', '1', '2'), 4), today())).toEqual({ childAges: 'invalid_age' });
    expect(stayProblems(stayOfHotelFind(segments('2', '1', 'x'), undefined), today())).toEqual({
      childAges: 'invalid_age',
    });
    expect(stayProblems(stayOfHotelFind(segments('two', '1e1', '0'), undefined), today())).toEqual({
      adults: 'too_few',
      rooms: 'too_few',
    });
  });
});

describe('a hotel’s page opened at its availability', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('asks the stay last asked on the device, and only when opened at #availability with dates', () => {
    const stay = { arrival, departure, adults: 2, childAges: [4], rooms: 1 };
    rememberStay(stay);
    expect(openedForStay()).toBeNull();
    history.replaceState(null, '', '/fr/hotels/3#availability');
    expect(openedForStay()).toEqual(stay);
    rememberStay({ ...stay, arrival: addDays(today(), -3), departure: addDays(today(), -1) });
    expect(openedForStay()).toBeNull();
  });
});
