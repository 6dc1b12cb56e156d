import type { Kysely } from 'kysely';
import { type ListingFilter, ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The guest houses' SQL: the one listing query over `maisons`, their rooms and cheapest prices. */
export class MaisonsRepository {
  readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  list(filter: ListingFilter) {
    return this.listing.list('maisons', filter, []);
  }

  byId(id: number) {
    return this.listing.byId('maisons', id);
  }

  /** The cheapest room of each of these guest houses, by guest house id. */
  async startingPrices(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await this.db
      .selectFrom('maison_rooms')
      .select(['maison_id', (eb) => eb.fn.min('price_millimes').as('p')])
      .where('maison_id', 'in', ids)
      .groupBy('maison_id')
      .execute();
    return new Map(rows.map((r) => [r.maison_id, Number(r.p)]));
  }

  rooms(maisonId: number) {
    return this.db
      .selectFrom('maison_rooms')
      .selectAll()
      .where('maison_id', '=', maisonId)
      .orderBy('price_millimes')
      .execute();
  }
}
