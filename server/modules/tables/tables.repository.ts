import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'slug',
  'name',
  'address',
  'cover',
  'phone',
  'email',
  'cuisine',
  'average_price_millimes',
  'seats_per_service',
  'opening_hours',
  'bookable',
] as const;

/** The tables' SQL: restaurants as booking reads them, and the seats taken slot by slot. */
export class TablesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  restaurant(id: number, db: Db = this.db) {
    return db.selectFrom('restaurants').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  bySlug(slug: string, db: Db = this.db) {
    return db.selectFrom('restaurants').select(COLUMNS).where('slug', '=', slug).executeTakeFirst();
  }

  ofDestination(destinationId: number) {
    return this.db
      .selectFrom('restaurants')
      .select(COLUMNS)
      .where('destination_id', '=', destinationId)
      .orderBy('id')
      .execute();
  }

  /** Seats taken in each slot (`HH:MM`) of a day, for the restaurants with these slugs. */
  async taken(slugs: readonly string[], date: string): Promise<Map<string, Map<string, number>>> {
    const found = new Map<string, Map<string, number>>();
    if (slugs.length === 0) return found;
    const rows = await this.db
      .selectFrom('room_nights')
      .select(['listing_slug', 'room_key', 'taken'])
      .where('kind', '=', 'restaurant')
      .where('listing_slug', 'in', slugs)
      .where('night', '=', date)
      .execute();
    for (const row of rows) {
      const slots = found.get(row.listing_slug) ?? new Map<string, number>();
      slots.set(row.room_key, row.taken);
      found.set(row.listing_slug, slots);
    }
    return found;
  }
}

export type RestaurantRow = NonNullable<Awaited<ReturnType<TablesRepository['restaurant']>>>;
