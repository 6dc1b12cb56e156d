import type { Kysely } from 'kysely';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import type { SearchableTable } from '../../db/search.ts';

/** The search's SQL: the first matches of each kind, on the one listing query. */
export class SearchRepository {
  private readonly listing: ListingQuery;

  constructor(db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  firstMatches(table: SearchableTable, nameColumn: 'name' | 'title', term: string, limit: number) {
    return this.listing.firstMatches(table, nameColumn, term, limit);
  }
}
