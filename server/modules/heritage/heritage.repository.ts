import type { Kysely } from 'kysely';
import { type ListingFilter, ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The heritage's SQL: museums, monuments and festivals on the one listing query, festivals' editions. */
export class HeritageRepository {
  readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  list<T extends 'monuments' | 'festivals'>(table: T, filter: ListingFilter) {
    return this.listing.list(table, filter, []);
  }

  byId<T extends 'museums' | 'monuments' | 'festivals'>(table: T, id: number) {
    return this.listing.byId(table, id);
  }

  editions(festivalIds: number[]) {
    if (festivalIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('festival_editions').selectAll().where('festival_id', 'in', festivalIds).execute();
  }
}
