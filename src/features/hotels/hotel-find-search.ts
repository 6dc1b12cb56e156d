import type { StayRequest } from '../../../domain/booking/stay.ts';
import { parseListingSearch } from '../../../domain/listing-search.ts';

/**
 * The URL state of `hotels/find/{destination}/{date}/{endDate}/{adults}/{rooms}/{childs}`:
 * `?ages=4,9` (the children's ages, as the availability call takes them) and `?page=`. The router
 * reads `ages=4` as a number and writes a lone age back so, and several as text (`4,9`).
 */
export interface HotelFindSearch {
  ages?: string | number;
  page?: number;
}

export function parseHotelFindSearch(raw: Record<string, unknown>): HotelFindSearch {
  const out: HotelFindSearch = {};
  if (typeof raw.ages === 'number' && Number.isInteger(raw.ages) && raw.ages >= 0 && raw.ages < 100)
    out.ages = raw.ages;
  else if (typeof raw.ages === 'string' && /^\d{1,2}(,\d{1,2}){0,19}$/.test(raw.ages)) out.ages = raw.ages;
  const { page } = parseListingSearch({ page: raw.page });
  if (page) out.page = page;
  return out;
}

/** The path segments after `hotels/find/`, as the address carries them. */
export interface HotelFindSegments {
  destination: string;
  date: string;
  endDate: string;
  adults: string;
  rooms: string;
  childs: string;
}

const count = (segment: string) => (/^\d{1,2}$/.test(segment) ? Number(segment) : Number.NaN);

/**
 * The stay an address asks for, checked afterwards by the stay's rules (domain/booking/stay.ts): a
 * count that is not one fails them, and children whose ages do not match `{childs}` are children
 * of unknown age (`invalid_age`).
 */
export function stayOfHotelFind(segments: HotelFindSegments, ages: HotelFindSearch['ages']): StayRequest {
  const children = count(segments.childs);
  const given = ages === undefined ? [] : String(ages).split(',').map(Number);
  const childAges = Number.isNaN(children)
    ? [-1]
    : given.length === children
      ? given
      : Array.from({ length: children }, () => -1);
  return {
    arrival: segments.date,
    departure: segments.endDate,
    adults: count(segments.adults),
    rooms: count(segments.rooms),
    childAges,
  };
}
