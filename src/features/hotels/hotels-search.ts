import { SEARCH_MAX_LENGTH } from '../../../domain/constants.ts';

/** The hotels page's own URL state: `?page=&search=&destination_id=`. */
export interface HotelsSearch {
  page?: number;
  search?: string;
  destination_id?: number;
}

const positiveInt = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

export function parseHotelsSearch(raw: Record<string, unknown>): HotelsSearch {
  const out: HotelsSearch = {};
  const page = positiveInt(raw.page);
  if (page && page > 1) out.page = page;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.trim().slice(0, SEARCH_MAX_LENGTH);
  const destination = positiveInt(raw.destination_id);
  if (destination) out.destination_id = destination;
  return out;
}

/** The query string of the API call for a page state (the server accepts it encoded or not). */
export function hotelsApiPath(s: HotelsSearch): string {
  const params = new URLSearchParams({ page: String(s.page ?? 1) });
  if (s.search) params.set('search', s.search);
  if (s.destination_id) params.set('destination_id', String(s.destination_id));
  return `/utilisateur/hotels?${params}`;
}

/** Reads the page state back from a paging link's full URL. */
export function searchFromPagingUrl(url: string): HotelsSearch {
  return parseHotelsSearch(Object.fromEntries(new URL(url, 'http://localhost').searchParams));
}
