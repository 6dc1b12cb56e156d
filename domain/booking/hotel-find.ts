/**
 * The search for hotels free for a stay across a destination (spec §2
 * `hotels/find/{destination}/{date}/{endDate}/{adults}/{rooms}/{childs}?ages=4,9`; the API's
 * `GET /hotels/availability`, server/modules/stays/).
 */

/** Hotels a page of a destination's availability: 16, as the spec's card listings (§2, §9). */
export const HOTEL_FIND_PAGE_SIZE = 16;
