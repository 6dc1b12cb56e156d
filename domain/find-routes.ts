/**
 * The spec's search addresses (`hotels/findHotel/{destination}`, `events/findEvent/state/{state}`…,
 * spec §2) lead to the page that answers them: a listing narrowed to a destination, or the page of a
 * governorate or city, which gathers every list of that place. Redirects keep one page per answer.
 */

/** Where a find address leads once its place is known. */
export type FindTarget =
  | { to: 'listing'; listing: string; destination: string }
  | { to: 'place'; place: 'states' | 'city'; slug: string };

/** `section/word/{destination}` and `section/word/state/{state}` addresses, and the listing they narrow. */
const FIND_ROUTES: { section: string; word: string; listing: string }[] = [
  { section: 'hotels', word: 'findHotel', listing: 'hotels' },
  { section: 'hotels', word: 'find', listing: 'hotels' },
  { section: 'restaurants', word: 'findRes', listing: 'restaurants' },
  { section: 'restaurants', word: 'find', listing: 'restaurants' },
  { section: 'events', word: 'findEvent', listing: 'events' },
  { section: 'events', word: 'find', listing: 'events' },
  { section: 'weekend', word: 'findWeekend', listing: 'weekend' },
  { section: 'activity', word: 'findActivity', listing: 'activity' },
  { section: 'maison', word: 'findMaison', listing: 'maison' },
];

/** The find address in `rest` (path segments after the language), or null when it is not one. */
export function findTarget(rest: string[]): FindTarget | null {
  const [section, word, third, fourth] = rest;
  if (!section || !word || !third) return null;
  if (word === 'findCity' && (section === 'hotels' || section === 'restaurants'))
    return rest.length === 3 ? { to: 'place', place: 'city', slug: third } : null;
  if (section === 'restaurants' && word === 'findState')
    return rest.length === 3 ? { to: 'place', place: 'states', slug: third } : null;
  const route = FIND_ROUTES.find((r) => r.section === section && r.word === word);
  if (!route) return null;
  // `restaurants/find/{destination}/{date}/{number}` whole is a page of its own (the tables free that day).
  if (section === 'restaurants' && word === 'find' && rest.length === 5) return null;
  if (third === 'state') return fourth && rest.length === 4 ? { to: 'place', place: 'states', slug: fourth } : null;
  // `hotels/find/{destination}/{date}/{endDate}/{adults}/{rooms}/{childs}` whole is a page of its own
  // (the hotels free for that stay, server/modules/pages/page-routes.ts); shorter `hotels/find/…`
  // and `restaurants/find/…` addresses lead to the listing.
  return { to: 'listing', listing: route.listing, destination: third };
}

/** The destination a find address names, by slug or by id. */
export const destinationNamed = <D extends { id: number; slug: string }>(destinations: readonly D[], ref: string) =>
  destinations.find((d) => d.slug === ref || String(d.id) === ref);

/**
 * The address a find address leads to (`/ar/hotels?destination_id=3`, `/states/medenine`), or null
 * when it is not one or names no known destination. The server answers it with a redirect and the
 * client's find routes redirect the same way, so the address works offline too.
 * `destinations` is asked only when the target is a listing.
 */
export async function findLocation(
  rest: string[],
  prefix: string,
  destinations: () => Promise<readonly { id: number; slug: string }[]>,
): Promise<string | null> {
  const target = findTarget(rest);
  if (!target) return null;
  if (target.to === 'place') return `${prefix}/${target.place}/${encodeURIComponent(target.slug)}`;
  const destination = destinationNamed(await destinations(), target.destination);
  return destination ? `${prefix}/${target.listing}?destination_id=${destination.id}` : null;
}
