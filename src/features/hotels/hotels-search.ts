import { type ListingSearch, listingApiPath, parseListingSearch } from '../../../domain/listing-search.ts';

/** The hotels page's own URL state: `?page=&search=&destination_id=`. */
export type HotelsSearch = Omit<ListingSearch, 'status' | 'city_id'>;

export function parseHotelsSearch(raw: Record<string, unknown>): HotelsSearch {
  const { status: _status, city_id: _city, ...search } = parseListingSearch(raw);
  return search;
}

/**
 * The API call for a page state (the server accepts it encoded or not), which is also its query key.
 * Only the hotels' own parameters: the router hands on any other of the URL (`city_id`…), which
 * the hotels API ignores and the server's page data leaves out of the key.
 */
export const hotelsApiPath = ({ page, search, destination_id }: HotelsSearch): string =>
  listingApiPath('/utilisateur/hotels', { page, search, destination_id });
