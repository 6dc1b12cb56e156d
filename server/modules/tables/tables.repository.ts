import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

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
    for (const [unit, taken] of await new InventoryRepository(this.db).mostTaken('restaurant', slugs, [date])) {
      const [slug, slot] = unit.split('|') as [string, string];
      const slots = found.get(slug) ?? new Map<string, number>();
      slots.set(slot, taken);
      found.set(slug, slots);
    }
    return found;
  }
}

export type RestaurantRow = NonNullable<Awaited<ReturnType<TablesRepository['restaurant']>>>;
