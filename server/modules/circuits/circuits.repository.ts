import type { Kysely } from 'kysely';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { matchesSearch } from '../../db/search.ts';

/** The circuits' SQL. */
export class CircuitsRepository {
  private readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  /** Every circuit, or those matching a search. */
  list(search: string | undefined) {
    const all = this.db.selectFrom('circuits').selectAll();
    return (search ? all.where(matchesSearch(this.db, 'circuits', search)) : all).orderBy('id').execute();
  }

  bySlug(slug: string) {
    return this.listing.bySlug('circuits', slug);
  }
}
