import type { Kysely } from 'kysely';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { matchesSearch } from '../../db/search.ts';

/**
 * The guides' and trips' SQL. Not on the listing query: a guide sits in a city only, and a trip
 * leaves from a city, so a destination is matched through its cities (`cityIds`). Only published
 * trips are public (a partner's drafts are not).
 */
export class GuidesRepository {
  private readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  guides(filter: { search?: string | undefined; cityId?: number | undefined; cityIds?: number[] | undefined }) {
    let q = this.db.selectFrom('guides').selectAll().orderBy('id');
    if (filter.search) q = q.where(matchesSearch(this.db, 'guides', filter.search));
    if (filter.cityId !== undefined) q = q.where('city_id', '=', filter.cityId);
    if (filter.cityIds) q = q.where('city_id', 'in', filter.cityIds);
    return q.execute();
  }

  /** The price tiers of the published trips of these guides. */
  tripTiersOf(guideIds: number[]) {
    if (guideIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('voyages')
      .select(['guide_id', 'price_tiers'])
      .where('status', '=', 'published')
      .where('guide_id', 'in', guideIds)
      .execute();
  }

  allGuides() {
    return this.db.selectFrom('guides').selectAll().execute();
  }

  /** The agencies leading trips: partner agencies, by id. */
  tripAgencies() {
    return this.db
      .selectFrom('agencies')
      .select(['id', 'slug', 'name'])
      .where('application_id', 'is not', null)
      .execute();
  }

  agency(id: number) {
    return this.db.selectFrom('agencies').select(['id', 'slug', 'name']).where('id', '=', id).executeTakeFirst();
  }

  guide(id: number) {
    return this.listing.byId('guides', id);
  }

  voyages(filter: { search?: string | undefined; departureCityIds?: number[] | undefined }) {
    let q = this.db.selectFrom('voyages').selectAll().where('status', '=', 'published').orderBy('id');
    if (filter.search) q = q.where(matchesSearch(this.db, 'voyages', filter.search));
    if (filter.departureCityIds) q = q.where('departure_city_id', 'in', filter.departureCityIds);
    return q.execute();
  }

  /** The published trips a guide, or a partner agency, leads. */
  voyagesOf(leader: { guideId: number } | { agencyId: number }) {
    const query = this.db.selectFrom('voyages').selectAll();
    return (
      'guideId' in leader
        ? query.where('guide_id', '=', leader.guideId)
        : query.where('agency_id', '=', leader.agencyId)
    )
      .where('status', '=', 'published')
      .orderBy('id')
      .execute();
  }

  /** A published trip (a partner's draft is not public). */
  async voyage(id: number) {
    const row = await this.listing.byId('voyages', id);
    return row?.status === 'published' ? row : undefined;
  }
}
