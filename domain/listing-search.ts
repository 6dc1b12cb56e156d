import { SEARCH_MAX_LENGTH } from './constants.ts';
import { DATED_STATUSES } from './dates.ts';

/**
 * A listing page's own URL state: `?page=&search=&destination_id=`, and `status=` where a list has
 * one (events by date, agencies), `city_id=` where it filters by city (agencies).
 */
export interface ListingSearch {
  page?: number;
  search?: string;
  destination_id?: number;
  city_id?: number;
  status?: string;
}

const positiveInt = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

/** Keeps what is valid of a URL's query and drops the rest (page 1 is the default, so it is omitted). */
export function parseListingSearch(raw: Record<string, unknown>, statuses: readonly string[] = []): ListingSearch {
  const out: ListingSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) out.page = page;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.trim().slice(0, SEARCH_MAX_LENGTH);
  const destination = positiveInt(raw.destination_id);
  if (destination) out.destination_id = destination;
  if (typeof raw.status === 'string' && statuses.includes(raw.status)) out.status = raw.status;
  const city = positiveInt(raw.city_id);
  if (city) out.city_id = city;
  return out;
}

/** The API call for a page state; unpaged lists take no `page`. */
export function listingApiPath(path: string, s: ListingSearch, paged = true): string {
  const params = new URLSearchParams(paged ? { page: String(s.page ?? 1) } : {});
  if (s.search) params.set('search', s.search);
  if (s.destination_id) params.set('destination_id', String(s.destination_id));
  if (s.city_id) params.set('city_id', String(s.city_id));
  if (s.status) params.set('status', s.status);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Events' URL state: the listing's, with a status by date. Without one the list shows the events
 * not over yet (`current`, the API's word for it, is that same default here); `all` shows the
 * past too.
 */
export const parseEventsSearch = (raw: Record<string, unknown>) => parseListingSearch(raw, [...DATED_STATUSES, 'all']);

/**
 * Reads the page state back from a paging link's full URL (spec §7: links are followed as given);
 * the link comes from our API, which checked its status already.
 */
export function searchFromPagingUrl(url: string): ListingSearch {
  const params = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  // A list's own parameters (the hotels' sort and filters) go on as given: its route reads them.
  return { ...params, ...parseListingSearch(params, params.status ? [params.status] : []) };
}

/** The page's own URL for a state, for real links (middle click, crawlers). */
export function listingHref(pathname: string, s: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(s)) if (v !== undefined) params.set(k, String(v));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Pages whose only URL state is `?page=` (lists paged on the device). */
export function parsePageOnly(raw: Record<string, unknown>): { page?: number } {
  const { page } = parseListingSearch({ page: raw.page });
  return page ? { page } : {};
}
