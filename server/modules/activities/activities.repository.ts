import type { Kysely } from 'kysely';
import { type ListingFilter, ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The activities' SQL: the one listing query over `activities`. */
export class ActivitiesRepository {
  readonly listing: ListingQuery;

  constructor(db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  list(filter: ListingFilter) {
    return this.listing.list('activities', filter, []);
  }

  byId(id: number) {
    return this.listing.byId('activities', id);
  }
}
