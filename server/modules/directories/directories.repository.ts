import type { Kysely } from 'kysely';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The directories' SQL: partners and their locations, offices, emergency numbers. */
export class DirectoriesRepository {
  private readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  partner(slug: string) {
    return this.db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  partnerLocations(partnerId: number) {
    return this.db
      .selectFrom('partner_locations')
      .selectAll()
      .where('partner_id', '=', partnerId)
      .orderBy('id')
      .execute();
  }

  offices(kind: 'bureau' | 'post') {
    return this.db.selectFrom('offices').selectAll().where('kind', '=', kind).orderBy('id').execute();
  }

  emergencyNumbers() {
    return this.db.selectFrom('emergency_numbers').selectAll().orderBy('position').execute();
  }
}
