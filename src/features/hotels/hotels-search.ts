import { type ListingSearch, listingApiPath, parseListingSearch } from '../../../domain/listing-search.ts';

/** The hotels page's own URL state: `?page=&search=&destination_id=`. */
export type HotelsSearch = Omit<ListingSearch, 'status' | 'city_id'>;

export function parseHotelsSearch(raw: Record<string, unknown>): HotelsSearch {
  const { status: _status, city_id: _city, ...search } = parseListingSearch(raw);
  return search;
}

/** The query string of the API call for a page state (the server accepts it encoded or not). */
export const hotelsApiPath = (s: HotelsSearch): string => listingApiPath('/utilisateur/hotels', s);
