import * as z from 'zod/mini';
import { AGENCY_STATUSES } from '../agencies.ts';
import { BLOG_PAGE_SIZE_MAX, EMERGENCY_GROUPS, SEARCH_MAX_LENGTH } from '../constants.ts';
import { DATED_STATUSES, type DatedStatus, isRealDate } from '../dates.ts';
import { LOCALES } from '../locales.ts';
import {
  coordinateSchema,
  idParam,
  idSchema,
  localizedFields,
  pageParam,
  pagingSchema,
  searchParam,
} from './common.ts';
import { citySchema, destinationSchema, stateSchema } from './geography.ts';
import { BOARD_BASES, HOTEL_FACILITIES, roomSchema } from './hotels.ts';
import { listingElementShape } from './listing.ts';

/**
 * The rest of the catalogue API of spec §7: guest houses, events and weekend ideas, activities,
 * museums, monuments, festivals, guides, trips and circuits, agencies, vehicles, airports, craft and
 * wellness categories, videos, banners, the blog, partners, offices and emergency numbers.
 * Localized texts follow spec §3: French unsuffixed, the six others suffixed (`title_ar`…).
 */

const count = z.int().check(z.nonnegative());
const price = z.number().check(z.nonnegative());
/** `YYYY-MM-DD`. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/));
/** A `YYYY-MM-DD` asked for: a day of the calendar (2020-02-30 is refused). */
const realDateParam = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/), z.refine(isRealDate));
/** Local date-time in Tunisia, `YYYY-MM-DDTHH:MM:SS`. */
const localDateTime = z.string().check(z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/));

/** A localized text that may be absent as a whole: every language null, or every language set. */
function optionalLocalizedFields<K extends string>(key: K) {
  const shape = localizedFields(key);
  return Object.fromEntries(Object.keys(shape).map((k) => [k, z.nullable(z.string())])) as {
    [P in keyof typeof shape]: z.ZodMiniNullable<z.ZodMiniString>;
  };
}

/** Spec §3 seo fields, each with language suffixes. */
export const seoSchema = z.object({
  ...localizedFields('meta_title'),
  ...localizedFields('meta_description'),
  ...localizedFields('meta_keywords'),
});
export type Seo = z.infer<typeof seoSchema>;

const place = {
  lat: coordinateSchema,
  lng: coordinateSchema,
  destination_id: idSchema,
  city_id: idSchema,
  destination: z.object({ id: idSchema, ...localizedFields('name') }),
};
const pictures = { cover: z.string(), images: z.array(z.string()), vignette: z.string() };
const placeDetail = { city: citySchema, state: stateSchema };

// ---------------------------------------------------------------------------------- guest houses
export const maisonListItemSchema = z.object({
  ...listingElementShape,
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  boards: z.array(z.enum(BOARD_BASES)),
});
export type MaisonListItem = z.infer<typeof maisonListItemSchema>;
export const maisonDetailSchema = z.extend(maisonListItemSchema, {
  rooms: z.array(roomSchema),
  ...placeDetail,
  destination: destinationSchema,
});
export const maisonsPageResponseSchema = z.object({ maisons: pagingSchema(maisonListItemSchema) });
export const maisonsListResponseSchema = z.object({ maisons: z.object({ data: z.array(maisonListItemSchema) }) });
export const maisonDetailResponseSchema = z.object({ maison: maisonDetailSchema });

// ---------------------------------------------------------------------------------- events
export const EVENT_STATUSES = DATED_STATUSES;
export type EventStatus = DatedStatus;
export const eventSchema = z.object({
  id: idSchema,
  slug: z.string(),
  kind: z.enum(['event', 'weekend']),
  ...localizedFields('title'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  ...pictures,
  start_date: localDateTime,
  end_date: localDateTime,
  /** Derived from the dates at the time of the response (Tunisia's clock). */
  status: z.enum(EVENT_STATUSES),
  seats: idSchema,
  price,
  ...place,
  seo: seoSchema,
});
export type CatalogueEvent = z.infer<typeof eventSchema>;
export const eventsPageResponseSchema = z.object({ events: pagingSchema(eventSchema) });
export const eventsListResponseSchema = z.object({ events: z.object({ data: z.array(eventSchema) }) });
export const eventDetailResponseSchema = z.object({ event: z.extend(eventSchema, placeDetail) });

// ---------------------------------------------------------------------------------- activities
export const activitySchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('title'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  ...pictures,
  end_date: isoDate,
  numberplaces: idSchema,
  price,
  duration_hours: z.number(),
  ...place,
  seo: seoSchema,
});
export type Activity = z.infer<typeof activitySchema>;
/** The spec's own spelling: activities travel under `activety`. */
export const activitiesPageResponseSchema = z.object({ activety: pagingSchema(activitySchema) });
export const activitiesListResponseSchema = z.object({ activety: z.object({ data: z.array(activitySchema) }) });
export const activityDetailResponseSchema = z.object({ activety: z.extend(activitySchema, placeDetail) });

// ---------------------------------------------------------------------------------- heritage
const heritageShape = {
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  ...optionalLocalizedFields('opening_hours'),
  ...pictures,
  /** Entry fee in DT; null when unknown or free of charge is not confirmed. */
  price: z.nullable(price),
  unesco: z.boolean(),
  phone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  ...place,
  seo: seoSchema,
};
export const museumSchema = z.object(heritageShape);
export type Museum = z.infer<typeof museumSchema>;
export const museumsPageResponseSchema = z.object({ musees: pagingSchema(museumSchema) });
export const museumDetailResponseSchema = z.object({ musee: z.extend(museumSchema, placeDetail) });

export const monumentSchema = z.object({ ...heritageShape, ...localizedFields('period') });
export type Monument = z.infer<typeof monumentSchema>;
export const monumentsResponseSchema = z.object({ monuments: z.array(monumentSchema) });
export const monumentDetailResponseSchema = z.object({ monument: z.extend(monumentSchema, placeDetail) });

export const festivalEditionSchema = z.object({
  year: idSchema,
  start_date: isoDate,
  end_date: isoDate,
  status: z.enum(EVENT_STATUSES),
  ...localizedFields('highlights'),
});
export const festivalSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('description'),
  ...pictures,
  website: z.nullable(z.string()),
  ...place,
  seo: seoSchema,
  /** Every edition, the latest first. */
  editions: z.array(festivalEditionSchema),
});
export type Festival = z.infer<typeof festivalSchema>;
export const festivalsResponseSchema = z.object({ festivals: z.array(festivalSchema) });
export const festivalDetailResponseSchema = z.object({ festival: z.extend(festivalSchema, placeDetail) });

// ---------------------------------------------------------------------------------- guides, trips, circuits
const cityRef = z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') });
export const guideSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('bio'),
  ...localizedFields('specialties'),
  photo: z.string(),
  languages: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  licence: z.string(),
  years_experience: count,
  city: cityRef,
  /** The lowest price a person of the guide's published trips (a tier's `price`), null without any. */
  trips_from: z.nullable(z.number()),
});
export type Guide = z.infer<typeof guideSchema>;
export const voyageSchema = z.object({
  id: idSchema,
  slug: z.string(),
  /** Who leads it: a guide (`guide_id`, `guide`) or, for a partner agency's trip, `agency` (the guide's are null). */
  guide_id: z.nullable(idSchema),
  guide: z.nullable(z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') })),
  agency: z.nullable(z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') })),
  ...localizedFields('name'),
  ...localizedFields('description'),
  ...pictures,
  seats: idSchema,
  departure_city: cityRef,
  /** Day programmes in order. */
  days: z.array(z.object({ day: idSchema, ...localizedFields('title'), ...localizedFields('programme') })),
  /** Price per person by group size (spec §3 "price tiers (number, price)"). */
  prices: z.array(z.object({ number: idSchema, price })),
  seo: seoSchema,
  /** A partner's trip: the languages its guide wrote it in (the others read the French, else the English); null for the catalogue's, written in all. */
  written_languages: z.nullable(z.array(z.string())),
  /** Where the guide meets the party on the first day; null when not given. */
  meeting_point: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
});
export type Voyage = z.infer<typeof voyageSchema>;
export const guidesResponseSchema = z.object({ guides: z.array(guideSchema) });
export const guideDetailResponseSchema = z.object({ guide: z.extend(guideSchema, { voyages: z.array(voyageSchema) }) });
export const voyagesResponseSchema = z.object({ voyages: z.array(voyageSchema) });
export const voyageDetailResponseSchema = z.object({ voyage: voyageSchema });

export const circuitSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('description'),
  ...pictures,
  from_city: cityRef,
  to_city: cityRef,
  days: idSchema,
  /** In order; each where its city is (for the tour's map). */
  stops: z.array(
    z.object({
      city: cityRef,
      nights: count,
      ...localizedFields('note'),
      lat: coordinateSchema,
      lng: coordinateSchema,
    }),
  ),
  starting_price: price,
  seo: seoSchema,
});
export type Circuit = z.infer<typeof circuitSchema>;
export const circuitsResponseSchema = z.object({ circuits: z.array(circuitSchema) });
export const circuitDetailResponseSchema = z.object({ circuit: circuitSchema });

// ---------------------------------------------------------------------------------- agencies
export { AGENCY_STATUSES } from '../agencies.ts';
export const agencySchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  ...localizedFields('description'),
  ...localizedFields('locality'),
  ...localizedFields('region'),
  cover: z.string(),
  images: z.array(z.string()),
  status: z.enum(AGENCY_STATUSES),
  phone: z.string(),
  landline: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
  website: z.nullable(z.string()),
  licence: z.string(),
  state_id: idSchema,
  state: z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') }),
  city: cityRef,
  ...place,
  /** Ids of the hotels the agency partners with. */
  hotel_ids: z.array(idSchema),
  /** Those hotels, for the cards and the agencies map (spec §1: agencies with partner hotels). */
  hotels: z.array(
    z.object({
      id: idSchema,
      slug: z.string(),
      ...localizedFields('name'),
      cover: z.string(),
      lat: coordinateSchema,
      lng: coordinateSchema,
    }),
  ),
});
export type Agency = z.infer<typeof agencySchema>;
/** `allagencies`: a plain list (spec §7). */
export const agenciesResponseSchema = z.array(agencySchema);
/** An agency's page: the agency and, for a partner agency, its published trips. */
export const agencyDetailResponseSchema = z.object({
  agency: z.extend(agencySchema, { voyages: z.array(voyageSchema) }),
});
export const agenciesQuerySchema = z.object({
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
  status: z.optional(z.enum(AGENCY_STATUSES)),
});

// ---------------------------------------------------------------------------------- vehicles
export const vehicleSchema = z.object({
  id: idSchema,
  kind: z.enum(['car', 'bus']),
  registration_number: z.string(),
  photo: z.string(),
  ...localizedFields('title'),
  marque: z.string(),
  model: z.string(),
  year: idSchema,
  kilometers: count,
  seats: idSchema,
  transmission: z.enum(['manual', 'automatic']),
  fuel: z.string(),
  air_conditioning: z.boolean(),
  city: cityRef,
  agency: z.object({ id: idSchema, slug: z.string(), ...localizedFields('name') }),
  /** Daily price by rental length: the first item is the one-day price (spec §3). */
  prices: z.array(z.object({ from_days: idSchema, price })),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
/** A vehicle free on the asked dates, with the price of that rental (spec §9: price × days). */
export const availableVehicleSchema = z.extend(vehicleSchema, {
  rental: z.object({ from: isoDate, to: isoDate, days: idSchema, price, total: price }),
});
export const carsPageResponseSchema = z.object({ cars: pagingSchema(vehicleSchema) });
export const availableVehiclesResponseSchema = z.object({ data: pagingSchema(availableVehicleSchema) });
export const vehicleDetailResponseSchema = z.object({ vehicle: vehicleSchema });
/** Rentals are whole days, `to` included, at most a year. */
export const MAX_RENTAL_DAYS = 365;
export const availabilityQuerySchema = z.object({
  from: realDateParam,
  to: realDateParam,
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
});

// ---------------------------------------------------------------------------------- airports
export const airportSchema = z.object({
  id: idSchema,
  iata: z.string(),
  icao: z.string(),
  ...localizedFields('name'),
  ...localizedFields('place'),
  state_id: idSchema,
  lat: coordinateSchema,
  lng: coordinateSchema,
  international: z.boolean(),
});
export const airportsResponseSchema = z.object({ airports: z.array(airportSchema) });

// ---------------------------------------------------------------------------------- crafts and wellness
export const authoritySchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  vignette: z.string(),
  lat: coordinateSchema,
  lng: coordinateSchema,
  phone: z.nullable(z.string()),
  city_id: idSchema,
});
export const categorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('title'),
  ...localizedFields('description'),
  cover: z.string(),
  vignette: z.string(),
  seo: seoSchema,
  medical_authorities: z.array(authoritySchema),
});
export type Category = z.infer<typeof categorySchema>;
export const craftsResponseSchema = z.object({ data: z.array(categorySchema) });
export const wellnessResponseSchema = z.array(categorySchema);
export const categoryDetailResponseSchema = z.object({ category: categorySchema });
export const slugParamsSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(128)),
});

// ---------------------------------------------------------------------------------- videos
export const VIDEO_TYPES = [
  'hotel',
  'hotel Destination',
  'restaurant',
  'restaurant Destination',
  'artisanat',
  'video',
] as const;
export const VIDEOS_PAGE_SIZE = 8;
export const videoSchema = z.object({
  id: idSchema,
  slug: z.string(),
  type: z.enum(VIDEO_TYPES),
  ...localizedFields('name'),
  ...localizedFields('description'),
  cover: z.string(),
  vignette: z.string(),
  videoLink: z.string(),
  /** Seconds (spec §9 shows it as m:ss). */
  duration: idSchema,
  views: count,
  subject: z.nullable(z.string()),
  seo: seoSchema,
});
export type Video = z.infer<typeof videoSchema>;
export const videosPageResponseSchema = z.object({ videos: pagingSchema(videoSchema) });
export const videoDetailResponseSchema = z.object({ video: videoSchema });
export const videosQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  type: z.optional(z.enum(VIDEO_TYPES)),
});

// ---------------------------------------------------------------------------------- banners
export const bannerSchema = z.object({
  id: idSchema,
  type: z.enum(['image', 'video']),
  source: z.string(),
  source_mobile: z.string(),
  link: z.string(),
  ...localizedFields('alt'),
});
export type Banner = z.infer<typeof bannerSchema>;
/** `a_d_s_f_ront`: the three banner groups, in order, under `states` (the spec's name). */
export const bannersResponseSchema = z.object({ states: z.array(z.array(bannerSchema)) });

// ---------------------------------------------------------------------------------- blog (WordPress shape)
export const articleSchema = z.object({
  id: idSchema,
  date: localDateTime,
  slug: z.string(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  featured_image_src: z.string(),
});
export type Article = z.infer<typeof articleSchema>;
export const postsResponseSchema = z.array(articleSchema);
export const postsQuerySchema = z.object({
  lang: z._default(z.enum(LOCALES), 'fr'),
  page: pageParam,
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(BLOG_PAGE_SIZE_MAX)), 10),
  search: searchParam,
  /** One post by its slug, as WordPress's `?slug=` (still a list). */
  slug: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,120}$/))),
});

// ---------------------------------------------------------------------------------- partners and offices
const locationShape = {
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  ...localizedFields('address'),
  lat: coordinateSchema,
  lng: coordinateSchema,
  phone: z.nullable(z.string()),
  city: cityRef,
};
export const partnerResponseSchema = z.object({
  partner: z.object({
    id: idSchema,
    slug: z.string(),
    ...localizedFields('name'),
    ...localizedFields('description'),
    website: z.string(),
    phone: z.string(),
  }),
  locations: z.array(z.object({ ...locationShape, ...localizedFields('services') })),
});
export const officeSchema = z.object({
  ...locationShape,
  ...localizedFields('hours'),
  fax: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export const bureausResponseSchema = z.object({ bureaus: z.array(officeSchema) });
export const postOfficesResponseSchema = z.object({ post_offices: z.array(officeSchema) });

// ---------------------------------------------------------------------------------- emergency numbers
export const emergencyNumberSchema = z.object({
  id: idSchema,
  slug: z.string(),
  group: z.enum(EMERGENCY_GROUPS),
  number: z.string(),
  ...localizedFields('label'),
  ...localizedFields('description'),
});
export type EmergencyNumber = z.infer<typeof emergencyNumberSchema>;
export const emergencyNumbersResponseSchema = z.object({ numbers: z.array(emergencyNumberSchema) });

// ---------------------------------------------------------------------------------- special offers
export const OFFER_KINDS = ['hotel', 'restaurant', 'maison'] as const;
export const specialOfferSchema = z.object({
  id: idSchema,
  kind: z.enum(OFFER_KINDS),
  ...localizedFields('title'),
  ...localizedFields('description'),
  discount_percent: idSchema,
  start_date: isoDate,
  end_date: isoDate,
  /** `in_progress` (valid today) or `upcoming`; expired offers are not listed. */
  status: z.enum(['in_progress', 'upcoming']),
  /** The hotel, restaurant or guest house it applies to. */
  listing: z.object({
    id: idSchema,
    slug: z.string(),
    ...localizedFields('name'),
    cover: z.string(),
    destination_id: idSchema,
  }),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;
export const offersResponseSchema = z.object({ offers: z.array(specialOfferSchema) });
export const offersQuerySchema = z.object({
  kind: z.optional(z.enum(OFFER_KINDS)),
  listing_id: z.optional(idParam),
  destination_id: z.optional(idParam),
});

// ---------------------------------------------------------------------------------- search across the catalogue
export const SEARCH_KINDS = [
  'hotels',
  'restaurants',
  'maisons',
  'events',
  'activities',
  'museums',
  'monuments',
  'festivals',
  'agencies',
  'videos',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** How many matches of each kind the grouped search returns. */
export const SEARCH_GROUP_SIZE = 6;
export const searchHitSchema = z.object({
  id: idSchema,
  slug: z.string(),
  ...localizedFields('name'),
  cover: z.string(),
});
export const catalogueSearchResponseSchema = z.object({
  /** Per kind: the total number of matches and the first few. */
  results: z.record(z.enum(SEARCH_KINDS), z.object({ total: count, data: z.array(searchHitSchema) })),
});
export const catalogueSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_MAX_LENGTH)),
});

// ---------------------------------------------------------------------------------- shared queries
/** `?page&search&destination_id&city_id` of the paged listings. */
export const placedPageQuerySchema = z.object({
  page: pageParam,
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
});
/**
 * `allevent` and `weekend` also filter by date: `?status=past|in_progress|upcoming`, `current`
 * (in progress and upcoming: not over yet), `all` (as without `status`).
 */
export const EVENT_LIST_STATUSES = [...EVENT_STATUSES, 'current', 'all'] as const;
export type EventListStatus = (typeof EVENT_LIST_STATUSES)[number];
export const eventsPageQuerySchema = z.extend(placedPageQuerySchema, {
  status: z.optional(z.enum(EVENT_LIST_STATUSES)),
});
/** `?search&destination_id&city_id` of the unpaged lists. */
export const placedListQuerySchema = z.object({
  search: searchParam,
  destination_id: z.optional(idParam),
  city_id: z.optional(idParam),
});
export const idParamsSchema = z.object({ id: idParam });
