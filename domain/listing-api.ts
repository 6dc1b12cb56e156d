import { parseAgenciesSearch } from './agencies.ts';
import { type ListingSearch, listingApiPath, parseEventsSearch, parseListingSearch } from './listing-search.ts';

/**
 * The listing pages whose cards come from one API call, each with how its URL state is read and
 * the API path it asks: the client's query and the server's first render of the page both take
 * it from here, so the render's answer is the one the app looks for.
 */
export const LISTING_API = {
  events: {
    parse: parseEventsSearch,
    // Without a status, the events not over yet (domain/contract/catalogue.ts).
    path: (s: ListingSearch) => listingApiPath('/utilisateur/allevent', { ...s, status: s.status ?? 'current' }),
  },
  weekend: {
    parse: parseEventsSearch,
    path: (s: ListingSearch) => listingApiPath('/utilisateur/weekend', { ...s, status: s.status ?? 'current' }),
  },
  activities: { parse: parseListingSearch, path: (s: ListingSearch) => listingApiPath('/utilisateur/allactivity', s) },
  monuments: {
    parse: parseListingSearch,
    path: (s: ListingSearch) => listingApiPath('/utilisateur/monument', s, false),
  },
  museums: { parse: parseListingSearch, path: (s: ListingSearch) => listingApiPath('/utilisateur/musees', s) },
  festivals: {
    parse: parseListingSearch,
    path: (s: ListingSearch) => listingApiPath('/utilisateur/festival', s, false),
  },
  guides: { parse: parseListingSearch, path: (s: ListingSearch) => listingApiPath('/utilisateur/guide', s, false) },
  circuits: {
    parse: parseListingSearch,
    path: (s: ListingSearch) => listingApiPath('/utilisateur/circuits', s, false),
  },
  maisons: { parse: parseListingSearch, path: (s: ListingSearch) => listingApiPath('/utilisateur/maison', s) },
  agencies: {
    parse: parseAgenciesSearch,
    path: (s: ListingSearch) => listingApiPath('/utilisateur/allagencies', s, false),
    // Its city filter lists every city.
    also: ['/utilisateur/city'],
  },
} satisfies Record<
  string,
  { parse: (raw: Record<string, unknown>) => ListingSearch; path: (s: ListingSearch) => string; also?: string[] }
>;

export type ListingApiKind = keyof typeof LISTING_API;
