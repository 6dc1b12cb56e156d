import { CABINS, type Cabin, MAX_PASSENGERS } from '../../../domain/flights.ts';

/** The flight results page's URL state: `?date=&return=&cabin=&passengers=` after the two airports. */
export interface FlightSearch {
  date?: string | undefined;
  return?: string | undefined;
  cabin?: Cabin | undefined;
  passengers?: number | undefined;
}

const isoDate = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v) ? v : undefined);

/** Keeps what is valid of a URL's query; economy and one passenger are the defaults, so omitted. */
export function parseFlightSearch(raw: Record<string, unknown>): FlightSearch {
  const out: FlightSearch = {};
  const date = isoDate(raw.date);
  if (date) out.date = date;
  const back = isoDate(raw.return);
  if (date && back && back >= date) out.return = back;
  if (raw.cabin === 'business' && CABINS.includes(raw.cabin)) out.cabin = raw.cabin;
  const passengers = Number(raw.passengers);
  if (Number.isInteger(passengers) && passengers > 1 && passengers <= MAX_PASSENGERS) out.passengers = passengers;
  return out;
}
