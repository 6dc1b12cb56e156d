import type { Kysely } from 'kysely';
import { type ListingFilter, ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The events' SQL: the one listing query over `events`, soonest first. */
export class EventsRepository {
  readonly listing: ListingQuery;

  constructor(db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  list(filter: ListingFilter) {
    return this.listing.list('events', filter, ['start_at']);
  }

  byId(id: number) {
    return this.listing.byId('events', id);
  }
}
