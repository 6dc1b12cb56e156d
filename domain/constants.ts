/** Business constants of spec §9. */
export const CACHE_MAX_AGE_MS = 3_600_000;
/** Listing page size (spec §9: "about 15"). */
export const HOTELS_PAGE_SIZE = 15;
export const RESTAURANTS_PAGE_SIZE = 15;
export const GALLERY_TILES = 4;
export const SEARCH_MAX_LENGTH = 100;
export const MILLIMES_PER_DINAR = 1000;
/** Page size of the other paged listings (guest houses, events, activities, museums, cars). */
export const PLACED_PAGE_SIZE = 15;
