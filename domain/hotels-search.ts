import { HOTEL_SORTS, type HotelFacility, type HotelSort } from './hotel-options.ts';
import { type ListingSearch, parseListingSearch } from './listing-search.ts';

/**
 * The hotels page's own URL state: `?page=&search=&destination_id=`, then a sort and filters —
 * a price range in dinars on the price from, star ratings, facilities every hotel shown has.
 */
export interface HotelsSearch extends Omit<ListingSearch, 'status' | 'city_id'> {
  sort?: HotelSort;
  min_price?: number;
  max_price?: number;
  /** Star ratings, ascending (`[4, 5]`). */
  stars?: number[];
  facilities?: HotelFacility[];
}

const wholeDinars = (value: unknown) => {
  const n = Number(value);
  return typeof value !== 'boolean' && value !== '' && Number.isInteger(n) && n >= 0 && n <= 100_000 ? n : undefined;
};
/** A comma-separated list, or a list, of the allowed values; unknown ones dropped, in their order. */
function listOf<T extends string | number>(value: unknown, allowed: readonly T[]): T[] | undefined {
  const given = (Array.isArray(value) ? value : String(value ?? '').split(',')).map(String);
  const kept = allowed.filter((a) => given.includes(String(a)));
  return kept.length > 0 ? kept : undefined;
}

export function parseHotelsSearch(raw: Record<string, unknown>): HotelsSearch {
  const { status: _status, city_id: _city, ...search } = parseListingSearch(raw) as ListingSearch;
  const out: HotelsSearch = search;
  if ((HOTEL_SORTS as readonly unknown[]).includes(raw.sort)) out.sort = raw.sort as HotelSort;
  const min = wholeDinars(raw.min_price);
  const max = wholeDinars(raw.max_price);
  if (min !== undefined) out.min_price = min;
  if (max !== undefined) out.max_price = max;
  const stars = listOf(raw.stars, [1, 2, 3, 4, 5]);
  if (stars) out.stars = stars;
  // Facility codes by their shape: the server knows the list (keeping it out of every page's script).
  const facilities = (Array.isArray(raw.facilities) ? raw.facilities : String(raw.facilities ?? '').split(','))
    .map(String)
    .filter((code, i, all) => /^[a-z_]{2,30}$/.test(code) && all.indexOf(code) === i);
  if (facilities.length > 0) out.facilities = facilities as HotelFacility[];
  return out;
}

/** Whether a sort or a filter is set: the list is then sorted and filtered as a whole. */
export const refinesHotels = (s: HotelsSearch) =>
  s.sort !== undefined ||
  s.min_price !== undefined ||
  s.max_price !== undefined ||
  s.stars !== undefined ||
  s.facilities !== undefined;

/**
 * The API call for a page state (the server accepts it encoded or not), which is also its query key.
 * Only the hotels' own parameters, in one order: the router hands on any other of the URL
 * (`city_id`…), which the hotels API ignores and the server's page data leaves out of the key.
 */
export function hotelsApiPath(s: HotelsSearch): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('page', s.page ?? 1);
  set('search', s.search);
  set('destination_id', s.destination_id);
  set('sort', s.sort);
  set('min_price', s.min_price);
  set('max_price', s.max_price);
  set('stars', s.stars?.join(','));
  set('facilities', s.facilities?.join(','));
  const query = params.toString();
  return query ? `/utilisateur/hotels?${query}` : '/utilisateur/hotels';
}
