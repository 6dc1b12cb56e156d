import { listingHref, parsePageOnly } from '../../../domain/listing-search.ts';

/** The vehicles page's URL state: `?kind=bus&from=&to=&page=` (cars when `kind` is absent). */
export interface VehiclesSearch {
  kind?: 'bus' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

const isoDate = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v) ? v : undefined);

export function parseVehiclesSearch(raw: Record<string, unknown>): VehiclesSearch {
  const out: VehiclesSearch = { ...parsePageOnly(raw) };
  if (raw.kind === 'bus') out.kind = 'bus';
  const from = isoDate(raw.from);
  const to = isoDate(raw.to);
  if (from && to && to >= from) Object.assign(out, { from, to });
  return out;
}

/** The page state of an API paging link (it carries from, to and page). */
export const vehiclesSearchFromUrl = (url: string): VehiclesSearch =>
  parseVehiclesSearch(Object.fromEntries(new URL(url, 'http://localhost').searchParams));

export const vehiclesHref = (pathname: string, s: VehiclesSearch) => listingHref(pathname, s);
