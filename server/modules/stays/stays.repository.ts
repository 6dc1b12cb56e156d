import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The two kinds of stay: a hotel or a guest house, each with its own listing and rooms tables. */
export type StayKind = 'hotel' | 'maison';

/** The stays' SQL: a listing's rooms and terms, and the rooms taken on the nights of a stay. */
export class StaysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The listing with its terms and room types, or undefined. */
  async listing(kind: StayKind, id: number) {
    const listing =
      kind === 'hotel'
        ? await this.db
            .selectFrom('hotels')
            .select(['id', 'slug', 'bookable', 'policy', 'name', 'address', 'phone', 'email'])
            .where('id', '=', id)
            .executeTakeFirst()
        : await this.db
            .selectFrom('maisons')
            .select(['id', 'slug', 'bookable', 'policy', 'name', 'address', 'phone', 'email'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!listing) return undefined;
    const rooms =
      kind === 'hotel'
        ? await this.db
            .selectFrom('rooms')
            .select(['key', 'name', 'max_capacity', 'min_nights', 'count', 'rates'])
            .where('hotel_id', '=', id)
            .orderBy('price_millimes')
            .execute()
        : await this.db
            .selectFrom('maison_rooms')
            .select(['key', 'name', 'max_capacity', 'min_nights', 'count', 'rates'])
            .where('maison_id', '=', id)
            .orderBy('price_millimes')
            .execute();
    return { ...listing, rooms };
  }

  /** The most rooms of each type taken on any one of the nights (types with none taken are absent). */
  async mostTaken(kind: StayKind, slug: string, nights: readonly string[]): Promise<Map<string, number>> {
    if (nights.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('room_nights')
      .select((eb) => ['room_key', eb.fn.max<number>('taken').as('taken')])
      .where('kind', '=', kind)
      .where('listing_slug', '=', slug)
      .where('night', 'in', nights)
      .groupBy('room_key')
      .execute();
    return new Map(rows.map((r) => [r.room_key, Number(r.taken)]));
  }
}
