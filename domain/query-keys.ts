/**
 * React Query keys shared by the client and the server, which gives a page's first data
 * (`/_data/*`) under the same keys. The API answers every language at once, so these keys carry no locale.
 */
export const destinationsKey = () => ['destinations'] as const;

/** Every catalogue answer, under its API path (`/utilisateur/monument/3`). */
export const apiKey = (path: string) => ['api', path] as const;

/** Where a hotel's, restaurant's or guest house's special offers are asked (the page asks this path). */
export const offersApiPath = (kind: string, listingId: number) =>
  `/utilisateur/offers?kind=${kind}&listing_id=${listingId}`;

/** The first part of every key of a traveller's own data (profile, reservations): held in memory only. */
export const ACCOUNT_KEY = 'account';

/**
 * API paths whose answers are the traveller's own or change with every booking (availability,
 * orders, payments, the dashboard): never kept by the service worker nor the persisted query
 * cache, whatever the request carries.
 */
export const isLiveApiPath = (pathname: string) =>
  /^\/utilisateur\/(dashbord|orders|payments?|provider|partners|vehicles|bus)\b|\/availability$|payment/.test(pathname);
