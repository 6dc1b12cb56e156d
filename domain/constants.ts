/** Business constants of spec §9. */
export const CACHE_MAX_AGE_MS = 3_600_000;
/** Listing page size (spec §9: "about 15"). */
export const HOTELS_PAGE_SIZE = 15;
export const RESTAURANTS_PAGE_SIZE = 15;
export const GALLERY_TILES = 4;
export const SEARCH_MAX_LENGTH = 100;
export const MILLIMES_PER_DINAR = 1000;
/** Loading a code chunk gives up after this long (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Page size of the other paged listings (guest houses, events, activities, museums, cars). */
export const PLACED_PAGE_SIZE = 15;

/** The craft and wellness category pages (spec §2): each route is its category's slug. */
export const CATEGORY_PAGES = {
  jewelry: 'craft',
  chechia: 'craft',
  cuivre: 'craft',
  pottery: 'craft',
  carpet: 'craft',
  basketry: 'craft',
  leather: 'craft',
  relaxation: 'wellness',
  health: 'wellness',
  aesthetic: 'wellness',
  salons: 'wellness',
  fitness: 'wellness',
} as const;
export type CategorySlug = keyof typeof CATEGORY_PAGES;
/** The partner pages (spec §2 routes `agil`, `tt`, `gat`) and the partner each shows (spec §7 calls). */
export const PARTNER_PAGES = { agil: 'agil', tt: 'tunisietelecom', gat: 'gat' } as const;
export type PartnerSlug = (typeof PARTNER_PAGES)[keyof typeof PARTNER_PAGES];
/** Places listed per page on a category page (spec §9). */
export const CATEGORY_PAGE_SIZE = 16;

/** Toasts (spec §9): 5 s, copy confirmations 2 s. */
export const TOAST_MS = 5000;
export const COPY_TOAST_MS = 2000;
/** Video pages (spec §9): share window, embed size, share text length, hover delay, page buttons. */
export const SHARE_WINDOW = { width: 600, height: 400 } as const;
export const EMBED_SIZE = { width: 560, height: 315 } as const;
export const SHARE_DESCRIPTION_MAX = 200;
export const VIDEO_PREVIEW_DELAY_MS = 500;
export const VIDEO_PAGE_BUTTONS = 5;
/** Banners (spec §9): a new one every second; the mobile source up to 768 px wide. */
export const BANNER_DELAY_MS = 1000;
export const BANNER_MOBILE_MAX_PX = 768;
/**
 * Carousels (spec §9): slides per view on phones (up to 600 px wide), tablets (601-1024 px) and
 * desktops, and the space between slides (ours).
 */
export const CAROUSEL_MOBILE_MAX_PX = 600;
export const CAROUSEL_TABLET_MAX_PX = 1024;
export const CAROUSEL_PER_VIEW = {
  activities: { mobile: 1.5, tablet: 1.5, desktop: 3.5 },
  articles: { mobile: 1.5, tablet: 2.5, desktop: 3.5 },
} as const;
export type CarouselKind = keyof typeof CAROUSEL_PER_VIEW;
export const CAROUSEL_GAP_PX = 16;
/** Home carousels (spec §9): 6 activities; article skeletons shown 2 s after mount. */
export const HOME_ACTIVITIES = 6;
export const ARTICLE_SKELETON_MS = 2000;
/** Rooms of a type at or below this count get the few-rooms-left warning (spec §8; the threshold is ours). */
export const FEW_ROOMS_LEFT = 3;

// Plain values of the API contract: here rather than beside its schemas, so pages use them
// without loading zod (src/lib/response-schemas.ts).

/** The labels of a paging object's first and last links (spec §3). */
export const PAGING_PREVIOUS_LABEL = 'pagination.previous';
export const PAGING_NEXT_LABEL = 'pagination.next';

/** The most articles one page of the blog endpoint holds. */
export const BLOG_PAGE_SIZE_MAX = 100;

/** The groups of the emergency numbers (spec §9), in the order the page shows them. */
export const EMERGENCY_GROUPS = ['emergency', 'health', 'tourism', 'information', 'transport', 'consumer'] as const;

/**
 * Offline is known from what requests do (src/lib/connectivity.ts): a read that has no answer
 * within this time marks the app offline. The service worker answers from its copy after 3 s.
 */
export const READ_TIMEOUT_MS = 10_000;
/** A call that changes something waits longer before it is given up as lost. */
export const SEND_TIMEOUT_MS = 30_000;
/** While offline, the server is asked again after these pauses (then every last one). */
export const PROBE_DELAYS_MS = [3_000, 6_000, 10_000] as const;
export const PROBE_TIMEOUT_MS = 5_000;

/** Where the server serves the API answers a page was rendered with: `/_data/fr/hotels?page=2` for `/fr/hotels?page=2`. */
export const PAGE_DATA_PREFIX = '/_data';
