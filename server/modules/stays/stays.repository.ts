import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hotelColumns } from '../hotels/hotels.repository.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

/** The two kinds of stay: a hotel or a guest house, each with its own listing and rooms tables. */
export type StayKind = 'hotel' | 'maison';

/**
 * Where each kind of stay lives: its listings, its room types and the column naming their listing.
 * The two pairs of tables have the same columns; queries are written once, on the hotels' names.
 */
const STAY_TABLES = {
  hotel: { listings: 'hotels', rooms: 'rooms', owner: 'hotel_id' },
  maison: { listings: 'maisons', rooms: 'maison_rooms', owner: 'maison_id' },
} as const satisfies Record<StayKind, { listings: keyof Database; rooms: keyof Database; owner: string }>;

/** A kind's tables under the hotels' names (same columns), for one query text. */
const tablesOf = (kind: StayKind) =>
  STAY_TABLES[kind] as unknown as { listings: 'hotels'; rooms: 'rooms'; owner: 'hotel_id' };

/** The stays' SQL: a listing's rooms and terms, and the rooms taken on the nights of a stay. */
export class StaysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The listing with its terms and room types, or undefined. */
  async listing(kind: StayKind, id: number) {
    const t = tablesOf(kind);
    const listing = await this.db
      .selectFrom(t.listings)
      .select(['id', 'slug', 'bookable', 'policy', 'name', 'address', 'phone', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!listing) return undefined;
    const rooms = await this.db
      .selectFrom(t.rooms)
      .select(['key', 'name', 'max_capacity', 'min_nights', 'count', 'rates'])
      .where(t.owner, '=', id)
      .orderBy('price_millimes')
      .execute();
    return { ...listing, rooms };
  }

  /** How many rooms of the type `key` the listing with this slug has now (0 once either is gone). */
  async roomCount(kind: StayKind, slug: string, key: string, db: Kysely<Database> | Transaction<Database> = this.db) {
    const t = tablesOf(kind);
    const row = await db
      .selectFrom(`${t.rooms} as r`)
      .innerJoin(`${t.listings} as l`, 'l.id', `r.${t.owner}`)
      .select('r.count')
      .where('l.slug', '=', slug)
      .where('r.key', '=', key)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** A destination's id, slug and name, or undefined. */
  destination(id: number) {
    return this.db.selectFrom('destinations').select(['id', 'slug', 'name']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Every hotel of a destination with its terms, the room types of those that take bookings, and
   * the most rooms of each type taken on any one of the nights: three queries, whatever the number
   * of hotels (the rooms taken in one, over the stay's nights, for all of them).
   */
  async destinationHotels(destinationId: number, nights: readonly string[]) {
    const bookableSlugs = this.db
      .selectFrom('hotels')
      .select('slug')
      .where('destination_id', '=', destinationId)
      .where('bookable', '=', 1);
    const [hotels, rooms, taken] = await Promise.all([
      this.db
        .selectFrom('hotels')
        .select(['id', 'slug', 'bookable', 'policy'])
        .where('destination_id', '=', destinationId)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('rooms')
        .innerJoin('hotels', 'hotels.id', 'rooms.hotel_id')
        .select([
          'rooms.hotel_id',
          'rooms.key',
          'rooms.name',
          'rooms.max_capacity',
          'rooms.min_nights',
          'rooms.count',
          'rooms.rates',
        ])
        .where('hotels.destination_id', '=', destinationId)
        .where('hotels.bookable', '=', 1)
        .orderBy('rooms.hotel_id')
        .orderBy('rooms.price_millimes')
        .orderBy('rooms.id')
        .execute(),
      new InventoryRepository(this.db).mostTaken('hotel', bookableSlugs, nights),
    ]);
    return { hotels, rooms, taken: (slug: string, key: string) => taken.get(`${slug}|${key}`) ?? 0 };
  }

  /** Hotels as listings show them, with their city, in the order of `ids`. */
  async hotelCards(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await hotelColumns(this.db.selectFrom('hotels'))
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select(['cities.slug as city_slug', 'cities.name as city_name'])
      .where('hotels.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The most rooms of each type taken on any one of the nights (types with none taken are absent). */
  async mostTaken(kind: StayKind, slug: string, nights: readonly string[]): Promise<Map<string, number>> {
    const taken = await new InventoryRepository(this.db).mostTaken(kind, [slug], nights);
    return new Map([...taken].map(([unit, n]) => [unit.slice(slug.length + 1), n]));
  }
}
