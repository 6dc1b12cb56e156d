import { z } from 'zod';
import { EMERGENCY_GROUPS } from '../../../domain/constants.ts';
import { AGENCY_STATUSES, VIDEO_TYPES } from '../../../domain/contract/catalogue.ts';
import { BOARD_BASES, HOTEL_FACILITIES } from '../../../domain/contract/hotels.ts';
import { CUISINES } from '../../../domain/contract/restaurants.ts';
import { LOCALES } from '../../../domain/locales.ts';

/**
 * The catalogue's folder format: every `*.json` file of a folder is an object whose keys are
 * family names (below) holding arrays of records, plus an optional `$comment` (credits, "demo
 * data" marks). Families may be split over several files; the importer concatenates them.
 * The demo seed (`server/db/seed/demo/`) and `npm run db:import -- <folder>` read the same format.
 */

const text = z.string().trim().min(1).max(20_000);
/** A text in all seven languages, none empty. */
export const l10n = z.strictObject(
  Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<(typeof LOCALES)[number], typeof text>,
);
export type L10n = z.infer<typeof l10n>;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase ascii words joined by hyphens')
  .max(120);
const lat = z.number().min(30.2).max(37.6); // Tunisia's bounding box
const lng = z.number().min(7.5).max(11.7);
const phone = z.string().regex(/^\+?[0-9 ]{3,20}$/, 'digits and spaces, optionally a leading +');
const email = z.email().max(254);
const url = z
  .string()
  .regex(/^(https?:\/\/|www\.)\S+$/, 'an http(s) URL')
  .max(254);
const media = z
  .string()
  .regex(/^(\/media\/|https:\/\/)\S+$/, 'a /media/… path or an https URL')
  .max(500);
const dinars = z.number().nonnegative().max(1_000_000);
const date = z.iso.date();
const dateTime = z.iso.datetime({ local: true });

/** SEO texts; when absent, titles and descriptions are derived from the record's own texts. */
const seo = z.strictObject({ title: l10n, description: l10n, keywords: l10n }).optional();
/** Optional own pictures; when absent, the server draws demo art for the record. */
const pictures = { cover: media.optional(), images: z.array(media).max(20).optional() };

const state = z.strictObject({ slug, iso: z.string().regex(/^TN-\d\d$/), name: l10n, lat, lng });
const destination = z.strictObject({ slug, state: slug, name: l10n, lat, lng });
const city = z.strictObject({ slug, state: slug, destination: slug, name: l10n, lat, lng });

const contacts = {
  phone: phone.nullable(),
  fax: phone.nullable(),
  email: email.nullable(),
  website: url.nullable(),
};
/**
 * A room type: `key` names it for good (bookings refer to it by the listing's slug and this key, so
 * a later import keeps them), `capacity` counts adults and children from 2 (babies sleep in a cot),
 * `rates` gives a night's price per board basis the listing offers.
 */
const room = z.strictObject({
  key: slug,
  name: l10n,
  capacity: z.int().min(1).max(20),
  minNights: z.int().min(1).max(30),
  count: z.int().min(1).max(500),
  rates: z.array(z.strictObject({ board: z.enum(BOARD_BASES), priceDt: dinars.positive() })).min(1),
});
/** A room type's "from" price: its cheapest rate. */
export const roomFromPriceDt = (r: { rates: { priceDt: number }[] }) =>
  Math.min(...r.rates.map((rate) => rate.priceDt));

/**
 * A stay's terms: what a child pays a night by age (from 2; a child past every band pays the
 * oldest band's price), the tourist tax a night per adult (0: none), and cancellation (free until
 * `freeCancellationDays` before arrival, then `cancellationFeePercent` of the stay).
 */
const stayPolicy = z.strictObject({
  childBands: z
    .array(z.strictObject({ minAge: z.int().min(2).max(17), maxAge: z.int().min(2).max(17), priceDt: dinars }))
    .min(1),
  touristTaxDt: dinars.max(100),
  freeCancellationDays: z.int().min(0).max(60),
  cancellationFeePercent: z.int().min(0).max(100),
});
const listing = {
  slug,
  destination: slug,
  city: slug,
  name: l10n,
  address: l10n,
  description: l10n,
  lat,
  lng,
  ...contacts,
  videoLink: media.nullable().optional(),
  special: z.boolean(),
  ...pictures,
};
const hotel = z.strictObject({
  ...listing,
  stars: z.int().min(0).max(5),
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  boards: z.array(z.enum(BOARD_BASES)).min(1).optional(),
  bookable: z.boolean().optional(),
  rooms: z.array(room).min(1),
  policy: stayPolicy,
});
const maison = z.strictObject({
  ...listing,
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  boards: z.array(z.enum(BOARD_BASES)).min(1),
  bookable: z.boolean(),
  rooms: z.array(room).min(1),
  policy: stayPolicy,
});
const restaurant = z.strictObject({
  ...listing,
  cuisine: z.enum(CUISINES),
  averagePriceDt: dinars,
  seatsPerService: z.int().min(1).max(2000),
  bookable: z.boolean(),
  /** Services (weekdays 1 Monday … 7 Sunday, HH:MM) and seats a time slot; the cuisine's usual hours when absent. */
  openingHours: z
    .strictObject({
      slotMinutes: z.int().min(15).max(120),
      seatsPerSlot: z.int().min(1).max(500),
      services: z
        .array(
          z.strictObject({
            days: z.array(z.int().min(1).max(7)).min(1),
            from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
            to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
          }),
        )
        .min(1),
    })
    .optional(),
});

const event = z.strictObject({
  slug,
  kind: z.enum(['event', 'weekend']),
  destination: slug,
  city: slug,
  title: l10n,
  address: l10n,
  description: l10n,
  start: dateTime,
  end: dateTime,
  seats: z.int().min(1).max(100_000),
  priceDt: dinars,
  lat,
  lng,
  seo,
  ...pictures,
});
const activity = z.strictObject({
  slug,
  destination: slug,
  city: slug,
  title: l10n,
  address: l10n,
  description: l10n,
  endDate: date,
  numberplaces: z.int().min(1).max(10_000),
  priceDt: dinars,
  durationHours: z.number().positive().max(240),
  lat,
  lng,
  seo,
  ...pictures,
});
const heritage = {
  slug,
  destination: slug,
  city: slug,
  name: l10n,
  address: l10n,
  description: l10n,
  lat,
  lng,
  openingHours: l10n.nullable(),
  priceDt: dinars.nullable(),
  unesco: z.boolean(),
  phone: phone.nullable().optional(),
  website: url.nullable().optional(),
  seo,
  ...pictures,
};
const museum = z.strictObject(heritage);
const monument = z.strictObject({ ...heritage, period: l10n });
const festival = z.strictObject({
  slug,
  destination: slug,
  city: slug,
  name: l10n,
  description: l10n,
  lat,
  lng,
  website: url.nullable().optional(),
  seo,
  ...pictures,
  editions: z
    .array(z.strictObject({ year: z.int().min(1900).max(2100), start: date, end: date, highlights: l10n }))
    .min(1),
});

export const LANGUAGE_CODES = ['ar', 'fr', 'en', 'it', 'de', 'es', 'ru', 'zh', 'ja', 'ko', 'pt', 'nl', 'tr'] as const;
const guide = z.strictObject({
  slug,
  name: l10n,
  bio: l10n,
  specialties: l10n,
  city: slug,
  languages: z.array(z.enum(LANGUAGE_CODES)).min(1),
  phone,
  email,
  licence: z.string().min(1).max(40),
  yearsExperience: z.int().min(0).max(70),
  ...pictures,
});
const voyage = z.strictObject({
  slug,
  guide: slug,
  name: l10n,
  description: l10n,
  departureCity: slug,
  seats: z.int().min(1).max(200),
  days: z
    .array(z.strictObject({ title: l10n, programme: l10n }))
    .min(1)
    .max(30),
  priceTiers: z.array(z.strictObject({ people: z.int().min(1).max(200), priceDt: dinars })).min(1),
  seo,
  ...pictures,
});
const circuit = z.strictObject({
  slug,
  name: l10n,
  description: l10n,
  fromCity: slug,
  toCity: slug,
  stops: z.array(z.strictObject({ city: slug, nights: z.int().min(0).max(14), note: l10n })).min(1),
  priceFromDt: dinars,
  /** When it leaves: weekdays (1 Monday … 7 Sunday) and places each departure; not bookable without. */
  departures: z
    .strictObject({ weekdays: z.array(z.int().min(1).max(7)).min(1), places: z.int().min(1).max(200) })
    .optional(),
  seo,
  ...pictures,
});
const agency = z.strictObject({
  slug,
  name: l10n,
  address: l10n,
  description: l10n,
  status: z.enum(AGENCY_STATUSES),
  city: slug,
  locality: l10n,
  region: l10n,
  phone,
  landline: phone.nullable(),
  fax: phone.nullable(),
  email: email.nullable(),
  website: url.nullable(),
  licence: z.string().min(1).max(40),
  lat,
  lng,
  partnerHotels: z.array(slug),
  ...pictures,
});
const vehicle = z.strictObject({
  kind: z.enum(['car', 'bus']),
  registrationNumber: z.string().regex(/^\d{1,3} TU \d{1,4}$/, 'Tunisian plate, e.g. "235 TU 4812"'),
  title: l10n,
  marque: z.string().min(1).max(60),
  model: z.string().min(1).max(60),
  year: z.int().min(1990).max(2030),
  kilometers: z.int().min(0).max(2_000_000),
  seats: z.int().min(1).max(90),
  transmission: z.enum(['manual', 'automatic']),
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'electric']),
  airConditioning: z.boolean(),
  city: slug,
  agency: slug,
  prices: z.array(z.strictObject({ fromDays: z.int().min(1).max(365), priceDt: dinars })).min(1),
  photo: media.optional(),
});
const airport = z.strictObject({
  iata: z.string().regex(/^[A-Z]{3}$/),
  icao: z.string().regex(/^[A-Z]{4}$/),
  name: l10n,
  place: l10n,
  state: slug,
  lat,
  lng,
  international: z.boolean(),
});
const flight = z.strictObject({
  number: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  from: z.string().regex(/^[A-Z]{3}$/),
  to: z.string().regex(/^[A-Z]{3}$/),
  departs: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  durationMinutes: z.int().min(15).max(600),
  weekdays: z
    .string()
    .regex(/^1?2?3?4?5?6?7?$/)
    .min(1),
  economyDt: dinars,
  businessDt: dinars,
});
export const CATEGORY_FAMILIES = ['craft', 'wellness'] as const;
const category = z.strictObject({
  family: z.enum(CATEGORY_FAMILIES),
  slug,
  title: l10n,
  description: l10n,
  seo,
  cover: media.optional(),
  vignette: media.optional(),
  authorities: z
    .array(
      z.strictObject({
        slug,
        name: l10n,
        address: l10n,
        city: slug,
        lat,
        lng,
        phone: phone.nullable(),
        vignette: media.optional(),
      }),
    )
    .min(1),
});
/** A clip committed in `media/videos/`; without `videoLink` a video gets one of the demo clips. */
export const LOCAL_CLIP = /^\/media\/videos\/([a-z0-9-]+\.webm)$/;
const isLocalClip = (videoLink: string | undefined) => !videoLink || LOCAL_CLIP.test(videoLink);
/**
 * A video. Its length is read from the file when the file is a local clip (no `videoLink`, or a
 * `/media/videos/….webm` one), so the badge never disagrees with the player; `durationSeconds`
 * is needed only for other files.
 */
const video = z
  .strictObject({
    slug,
    type: z.enum(VIDEO_TYPES),
    name: l10n,
    description: l10n,
    durationSeconds: z.int().min(1).max(3600).optional(),
    views: z.int().min(0).max(1_000_000_000),
    /** What the video shows: a hotel, restaurant or destination slug, or a craft category slug. */
    subject: z.string().max(120).nullable(),
    seo,
    videoLink: media.optional(),
    cover: media.optional(),
    vignette: media.optional(),
  })
  .refine((v) => v.durationSeconds !== undefined || isLocalClip(v.videoLink), {
    path: ['durationSeconds'],
    message: 'required for a video whose file is not a clip of media/videos/ (whose length is read from the file)',
  })
  .refine((v) => v.durationSeconds === undefined || !isLocalClip(v.videoLink), {
    path: ['durationSeconds'],
    message:
      'the length of a clip of media/videos/ (or of the demo clip given when there is no videoLink) is read from the file; leave durationSeconds out',
  });
const banner = z.strictObject({
  group: z.int().min(1).max(3),
  type: z.enum(['image', 'video']),
  alt: l10n,
  link: z
    .string()
    .regex(/^(\/[\w\-/]*|https:\/\/\S+)$/, 'an app path like /hotels or an https URL')
    .max(500),
  source: media.optional(),
  sourceMobile: media.optional(),
});
const article = z.strictObject({
  slug,
  date: dateTime,
  title: l10n,
  excerpt: l10n,
  content: l10n,
  featuredImage: media.optional(),
});
export const PARTNER_SLUGS = ['agil', 'tunisietelecom', 'gat'] as const;
const partner = z.strictObject({
  slug: z.enum(PARTNER_SLUGS),
  name: l10n,
  description: l10n,
  website: url,
  phone,
  locations: z
    .array(
      z.strictObject({
        slug,
        name: l10n,
        address: l10n,
        city: slug,
        lat,
        lng,
        phone: phone.nullable(),
        services: l10n,
      }),
    )
    .min(1),
});
const office = z.strictObject({
  slug,
  name: l10n,
  address: l10n,
  city: slug,
  lat,
  lng,
  phone: phone.nullable(),
  fax: phone.nullable().optional(),
  email: email.nullable().optional(),
  hours: l10n,
});
const emergencyNumber = z.strictObject({
  slug,
  group: z.enum(EMERGENCY_GROUPS),
  number: z.string().regex(/^[0-9 ]{3,16}$/),
  label: l10n,
  description: l10n,
  /** The official public page that gives the number (README: "Emergency numbers"). */
  source: url.optional(),
});

/** A special offer on a hotel, restaurant or guest house, valid from `start` to `end` (days included). */
const offer = z.strictObject({
  kind: z.enum(['hotel', 'restaurant', 'maison']),
  listing: slug,
  title: l10n,
  description: l10n,
  discountPercent: z.int().min(5).max(70),
  start: date,
  end: date,
});

/** Every family of the folder format, with its record schema. */
export const FAMILIES = {
  states: state,
  destinations: destination,
  cities: city,
  hotels: hotel,
  maisons: maison,
  restaurants: restaurant,
  offers: offer,
  events: event,
  activities: activity,
  museums: museum,
  monuments: monument,
  festivals: festival,
  guides: guide,
  voyages: voyage,
  circuits: circuit,
  agencies: agency,
  vehicles: vehicle,
  airports: airport,
  flights: flight,
  categories: category,
  videos: video,
  banners: banner,
  articles: article,
  partners: partner,
  bureaus: office,
  postOffices: office,
  emergencyNumbers: emergencyNumber,
} as const;
export type FamilyName = keyof typeof FAMILIES;
export type Catalogue = { [F in FamilyName]: z.infer<(typeof FAMILIES)[F]>[] };
