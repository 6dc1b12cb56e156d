import type { Generated } from 'kysely';

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
}

export interface RoomsTable {
  id: Generated<number>;
  hotel_id: number;
  name: LocalizedJson;
  max_capacity: number;
  min_nights: number;
  price_millimes: number;
  count: number;
}

export interface RestaurantsTable extends ListingColumns {
  id: Generated<number>;
  cuisine: string;
  average_price_millimes: number;
  seats_per_service: number;
}

export interface Database {
  states: StatesTable;
  destinations: DestinationsTable;
  cities: CitiesTable;
  hotels: HotelsTable;
  rooms: RoomsTable;
  restaurants: RestaurantsTable;
}
