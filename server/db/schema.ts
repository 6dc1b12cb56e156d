import type { ColumnType, Generated } from 'kysely';
import type { BookingKind } from '../../domain/booking/kinds.ts';
import type { AttemptState, LineState, OrderState, RefundReason, RefundState } from '../../domain/booking/states.ts';
import type { Locale } from '../../domain/locales.ts';

/**
 * Localized text is stored once per field as a JSON object with the seven languages
 * (`{"fr": …, "en": …}`), in a text column on both SQLite and PostgreSQL.
 */
export type LocalizedJson = string;

export interface StatesTable {
  id: Generated<number>;
  slug: string;
  iso: string;
  name: LocalizedJson;
  lat: number;
  lng: number;
}

export interface DestinationsTable {
  id: Generated<number>;
  slug: string;
  state_id: number;
  name: LocalizedJson;
  lat: number;
  lng: number;
}

export interface CitiesTable {
  id: Generated<number>;
  slug: string;
  state_id: number;
  destination_id: number;
  name: LocalizedJson;
  lat: number;
  lng: number;
}

/** The columns every listing table shares (spec §3 listing element). */
export interface ListingColumns {
  slug: string;
  destination_id: number;
  city_id: number;
  name: LocalizedJson;
  address: LocalizedJson;
  description: LocalizedJson;
  /** Folded names of the item, its city and destination in every language (domain/text.ts). */
  search_text: string;
  cover: string;
  images: string; // JSON array of URLs
  video_link: string | null;
  lat: number;
  lng: number;
  phone: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  is_special: number; // 0 | 1, portable boolean
  bookable: number; // 0 | 1
  created_at: string;
}

export interface HotelsTable extends ListingColumns {
  id: Generated<number>;
  stars: number;
  facilities: string; // JSON array of facility codes
  boards: Generated<string>; // JSON array of board bases
  /** JSON `StayPolicy` (domain/booking/hotel-quote.ts): children's prices, tourist tax, cancellation. */
  policy: Generated<string>;
}

export interface RoomsTable {
  id: Generated<number>;
  hotel_id: number;
  name: LocalizedJson;
  max_capacity: number;
  min_nights: number;
  /** The cheapest of its rates (listings sort and show "from" by it). */
  price_millimes: number;
  count: number;
  /** Names the room type for good: bookings refer to it by the listing's slug and this key. */
  key: string;
  /** JSON `Rate[]` (domain/booking/hotel-quote.ts): a night's price per board basis. */
  rates: string;
}

export interface RestaurantsTable extends ListingColumns {
  id: Generated<number>;
  cuisine: string;
  average_price_millimes: number;
  seats_per_service: number;
  /** JSON `OpeningHours` (domain/booking/tables.ts); null: the usual hours of its cuisine. */
  opening_hours: string | null;
}

/** A JSON object `{title, description, keywords}`, each a LocalizedJson value (spec §3 seo fields). */
export type SeoJson = string;

export interface MaisonsTable extends ListingColumns {
  id: Generated<number>;
  facilities: string;
  boards: string;
  /** JSON `StayPolicy`, as hotels'. */
  policy: Generated<string>;
}

export interface MaisonRoomsTable extends Omit<RoomsTable, 'hotel_id'> {
  maison_id: number;
}

interface Placed {
  id: Generated<number>;
  slug: string;
  destination_id: number;
  city_id: number;
  lat: number;
  lng: number;
  search_text: string;
  cover: string;
  images: string;
  vignette: string;
  seo: SeoJson;
}

export interface EventsTable extends Placed {
  kind: 'event' | 'weekend';
  title: LocalizedJson;
  address: LocalizedJson;
  description: LocalizedJson;
  /** Local date-time `YYYY-MM-DDTHH:MM:SS` in Tunisia's time zone. */
  start_at: string;
  end_at: string;
  seats: number;
  price_millimes: number;
}

export interface ActivitiesTable extends Placed {
  title: LocalizedJson;
  address: LocalizedJson;
  description: LocalizedJson;
  end_date: string;
  numberplaces: number;
  price_millimes: number;
  duration_hours: number;
}

export interface MuseumsTable extends Placed {
  name: LocalizedJson;
  address: LocalizedJson;
  description: LocalizedJson;
  opening_hours: LocalizedJson | null;
  price_millimes: number | null;
  unesco: number;
  phone: string | null;
  website: string | null;
}

export interface MonumentsTable extends MuseumsTable {
  period: LocalizedJson;
}

export interface FestivalsTable extends Placed {
  name: LocalizedJson;
  description: LocalizedJson;
  website: string | null;
}

export interface FestivalEditionsTable {
  id: Generated<number>;
  festival_id: number;
  year: number;
  start_date: string;
  end_date: string;
  highlights: LocalizedJson;
}

export interface GuidesTable {
  id: Generated<number>;
  slug: string;
  city_id: number;
  name: LocalizedJson;
  bio: LocalizedJson;
  specialties: LocalizedJson;
  search_text: string;
  photo: string;
  languages: string; // JSON array of language codes
  phone: string;
  email: string;
  licence: string;
  years_experience: number;
  /** A partner guide's application (null: the catalogue's own). */
  application_id: number | null;
}

export interface VoyagesTable {
  id: Generated<number>;
  slug: string;
  /** Who leads it: a guide, or (a partner agency's trip) null and `agency_id`. */
  guide_id: number | null;
  agency_id: ColumnType<number | null, number | null | undefined, number | null>;
  departure_city_id: number;
  name: LocalizedJson;
  description: LocalizedJson;
  search_text: string;
  cover: string;
  images: string;
  vignette: string;
  seats: number;
  days: string; // JSON [{title, programme}] of LocalizedJson objects
  price_tiers: string; // JSON [{people, price_millimes}]
  seo: SeoJson;
  /** A partner's trip: the application of its guide (null: the catalogue's own). */
  application_id: number | null;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  /** What the partner wrote (domain/partner-trips.ts TripDraft), JSON. */
  draft: string | null;
  meeting_point: string | null; // JSON {lat, lng}
  departures: string | null; // JSON [{date, capacity}]
}

export interface CircuitsTable {
  id: Generated<number>;
  slug: string;
  from_city_id: number;
  to_city_id: number;
  name: LocalizedJson;
  description: LocalizedJson;
  search_text: string;
  cover: string;
  images: string;
  vignette: string;
  stops: string; // JSON [{city_id, nights, note}]
  price_from_millimes: number;
  seo: SeoJson;
  /** JSON `DepartureRule` (domain/booking/circuits.ts); null: no departures, not bookable. */
  departures: string | null;
}

export interface AgenciesTable {
  id: Generated<number>;
  slug: string;
  state_id: number;
  destination_id: number;
  city_id: number;
  lat: number;
  lng: number;
  name: LocalizedJson;
  address: LocalizedJson;
  description: LocalizedJson;
  locality: LocalizedJson;
  region: LocalizedJson;
  search_text: string;
  cover: string;
  images: string;
  status: 'active' | 'inactive' | 'pending';
  phone: string;
  landline: string | null;
  fax: string | null;
  email: string | null;
  website: string | null;
  licence: string;
  /** A partner agency's application (null: the catalogue's own). */
  application_id: number | null;
}

export interface AgencyHotelsTable {
  id: Generated<number>;
  agency_id: number;
  hotel_id: number;
}

export interface VehiclesTable {
  id: Generated<number>;
  kind: 'car' | 'bus';
  registration_number: string;
  title: LocalizedJson;
  marque: string;
  model: string;
  year: number;
  kilometers: number;
  seats: number;
  transmission: string;
  fuel: string;
  air_conditioning: number;
  city_id: number;
  agency_id: number;
  prices: string; // JSON [{from_days, price_millimes}] by rental length
  photo: string;
  /** The first price of the list (a one-day rental), for sorting. */
  day_price_millimes: number;
}

export interface VehicleReservationsTable {
  id: Generated<number>;
  vehicle_id: number;
  /** Inclusive rental days `YYYY-MM-DD`. */
  start_date: string;
  end_date: string;
  status: 'confirmed' | 'cancelled';
  created_at: string;
}

export interface AirportsTable {
  id: Generated<number>;
  iata: string;
  icao: string;
  name: LocalizedJson;
  place: LocalizedJson;
  state_id: number;
  lat: number;
  lng: number;
  international: number;
}

export interface FlightsTable {
  id: Generated<number>;
  number: string;
  from_iata: string;
  to_iata: string;
  /** Local time, HH:MM. */
  departs: string;
  duration_minutes: number;
  /** ISO weekday digits the flight flies on ("135" = Monday, Wednesday, Friday). */
  weekdays: string;
  economy_millimes: number;
  business_millimes: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  title: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  city: string;
  phone: string;
  zip_code: string;
  country: string;
  address: string;
  id_number: string;
  locale: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
  sent_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  family: 'craft' | 'wellness';
  slug: string;
  title: LocalizedJson;
  description: LocalizedJson;
  cover: string;
  vignette: string;
  seo: SeoJson;
}

export interface AuthoritiesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  city_id: number;
  name: LocalizedJson;
  address: LocalizedJson;
  lat: number;
  lng: number;
  phone: string | null;
  vignette: string;
}

export interface VideosTable {
  id: Generated<number>;
  slug: string;
  type: string;
  name: LocalizedJson;
  description: LocalizedJson;
  search_text: string;
  duration_seconds: number;
  views: number;
  subject: string | null;
  video_link: string;
  cover: string;
  vignette: string;
  seo: SeoJson;
}

export interface BannersTable {
  id: Generated<number>;
  group_no: number;
  position: number;
  type: 'image' | 'video';
  alt: LocalizedJson;
  link: string;
  source: string;
  source_mobile: string;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  published_at: string;
  title: LocalizedJson;
  excerpt: LocalizedJson;
  content: LocalizedJson;
  featured_image: string;
}

export interface PartnersTable {
  id: Generated<number>;
  slug: string;
  name: LocalizedJson;
  description: LocalizedJson;
  website: string;
  phone: string;
}

export interface PartnerLocationsTable {
  id: Generated<number>;
  partner_id: number;
  slug: string;
  city_id: number;
  name: LocalizedJson;
  address: LocalizedJson;
  services: LocalizedJson;
  lat: number;
  lng: number;
  phone: string | null;
}

export interface OfficesTable {
  id: Generated<number>;
  kind: 'bureau' | 'post';
  slug: string;
  city_id: number;
  name: LocalizedJson;
  address: LocalizedJson;
  hours: LocalizedJson;
  lat: number;
  lng: number;
  phone: string | null;
  fax: string | null;
  email: string | null;
}

export interface EmergencyNumbersTable {
  id: Generated<number>;
  slug: string;
  group_name: string;
  number: string;
  position: number;
  label: LocalizedJson;
  description: LocalizedJson;
}

export interface SpecialOffersTable {
  id: Generated<number>;
  /** Which table `listing_id` points into (hotels, restaurants or maisons; no foreign key across three). */
  kind: 'hotel' | 'restaurant' | 'maison';
  listing_id: number;
  title: LocalizedJson;
  description: LocalizedJson;
  discount_percent: number;
  /** Days of validity, `YYYY-MM-DD`, both included. */
  start_date: string;
  end_date: string;
}

/**
 * Units taken (held or sold) on a day, by the listing's slug and the unit's key: rooms of a type on
 * a night, or a rented vehicle (`vehicle`/`bus`, its registration number, key `whole`) on a day.
 */
export interface RoomNightsTable {
  kind: BookingKind;
  listing_slug: string;
  room_key: string;
  night: string;
  taken: number;
}

export interface OrdersTable {
  id: Generated<number>;
  /** What the traveller reads and quotes: `RH-7K3M-Q9TX`. */
  reference: string;
  user_id: number;
  status: OrderState;
  total_millimes: number;
  currency: Generated<string>;
  hold_expires_at: string;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** The language the order was placed in: its e-mails and payment pages speak it. */
  locale: Generated<Locale>;
  /** The attempt whose verified payment settled the order; refunds go back through it. */
  paid_attempt_id: number | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  kind: BookingKind;
  listing_slug: string;
  status: LineState;
  arrival: string;
  departure: string;
  total_millimes: number;
  /** JSON `RoomChoice[]`: the rooms taken on each night. */
  rooms: string;
  /** JSON snapshot of its kind (domain/booking/snapshots.ts): what was sold, as it was. */
  snapshot: string;
  /** Once paid: the provider's answer is due by then, or the line is refused. */
  answer_by: string | null;
}

export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  reference: string;
  provider: string;
  gateway_ref: string | null;
  status: AttemptState;
  amount_millimes: number;
  currency: string;
  idempotency_key: string;
  redirect_url: string | null;
  created_at: string;
  updated_at: string;
  checked_at: string | null;
}

export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  attempt_id: number;
  line_id: number | null;
  amount_millimes: number;
  reason: RefundReason;
  status: RefundState;
  tries: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  key: string;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
  tries: Generated<number>;
  last_error: string | null;
}

/** The sandbox gateway's own books (it plays the gateway: our orders never read them). */
export interface SandboxPaymentsTable {
  gateway_ref: string;
  attempt_ref: string;
  order_reference: string;
  amount_millimes: number;
  currency: string;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  description: string;
  success_url: string;
  fail_url: string;
  callback_url: string;
  created_at: string;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  line_id: number | null;
  type: string;
  from_status: string | null;
  to_status: string | null;
  data: string | null;
  at: string;
}

/** A traveller's application to be a partner (migration 0015). */
export interface PartnerApplicationsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'guide' | 'agency';
  status: 'pending' | 'approved' | 'rejected';
  details: string; // JSON: the form's body (domain/contract/partners.ts)
  locale: string;
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** `link` (the e-mailed link) or `cli`. */
  decided_by: string | null;
}

export interface Database {
  states: StatesTable;
  destinations: DestinationsTable;
  cities: CitiesTable;
  hotels: HotelsTable;
  rooms: RoomsTable;
  restaurants: RestaurantsTable;
  maisons: MaisonsTable;
  maison_rooms: MaisonRoomsTable;
  room_nights: RoomNightsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  payment_attempts: PaymentAttemptsTable;
  refunds: RefundsTable;
  mail_outbox: MailOutboxTable;
  sandbox_payments: SandboxPaymentsTable;
  events: EventsTable;
  activities: ActivitiesTable;
  museums: MuseumsTable;
  monuments: MonumentsTable;
  festivals: FestivalsTable;
  festival_editions: FestivalEditionsTable;
  guides: GuidesTable;
  voyages: VoyagesTable;
  circuits: CircuitsTable;
  agencies: AgenciesTable;
  agency_hotels: AgencyHotelsTable;
  vehicles: VehiclesTable;
  vehicle_reservations: VehicleReservationsTable;
  airports: AirportsTable;
  flights: FlightsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  contact_messages: ContactMessagesTable;
  partner_applications: PartnerApplicationsTable;
  categories: CategoriesTable;
  authorities: AuthoritiesTable;
  videos: VideosTable;
  banners: BannersTable;
  articles: ArticlesTable;
  partners: PartnersTable;
  partner_locations: PartnerLocationsTable;
  offices: OfficesTable;
  emergency_numbers: EmergencyNumbersTable;
  special_offers: SpecialOffersTable;
}
