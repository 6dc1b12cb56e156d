import type { Kysely } from 'kysely';
import { type ListingFilter, ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';

/** The agencies' SQL: their listing on the one listing query, and their partner hotels. */
export class AgenciesRepository {
  private readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  list(filter: ListingFilter) {
    return this.listing.list('agencies', filter, []);
  }

  byId(id: number) {
    return this.listing.byId('agencies', id);
  }

  bySlug(slug: string) {
    return this.listing.bySlug('agencies', slug);
  }

  /** The partner hotels of these agencies, by hotel id. */
  partnerHotels(agencyIds: number[]) {
    return this.db
      .selectFrom('agency_hotels')
      .innerJoin('hotels', 'hotels.id', 'agency_hotels.hotel_id')
      .select([
        'agency_hotels.agency_id',
        'hotels.id',
        'hotels.slug',
        'hotels.name',
        'hotels.cover',
        'hotels.lat',
        'hotels.lng',
      ])
      .where('agency_hotels.agency_id', 'in', agencyIds)
      .orderBy('hotels.id')
      .execute();
  }
}
