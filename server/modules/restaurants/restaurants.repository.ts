import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { matchesSearch } from '../../db/search.ts';
import { inJsonIds, readThen } from '../../db/sqlite-reads.ts';

export interface RestaurantFilter {
  search?: string | undefined;
  destinationId?: number | undefined;
  cityId?: number | undefined;
  stateId?: number | undefined;
  special?: boolean;
}

export type RestaurantRow = Awaited<ReturnType<RestaurantsRepository['list']>>[number];

export class RestaurantsRepository {
  // Built once, as in HotelsRepository: Kysely's builders are immutable.
  private readonly joined;
  private readonly listed;
  private readonly matchedIds;
  private readonly listedByIds;

  constructor(private readonly db: Kysely<Database>) {
    this.joined = db
      .selectFrom('restaurants')
      .innerJoin('destinations', 'destinations.id', 'restaurants.destination_id');
    this.listed = this.joined.select([
      'restaurants.id',
      'restaurants.slug',
      'restaurants.name',
      'restaurants.address',
      'restaurants.description',
      'restaurants.cover',
      'restaurants.images',
      'restaurants.video_link',
      'restaurants.lat',
      'restaurants.lng',
      'restaurants.phone',
      'restaurants.fax',
      'restaurants.email',
      'restaurants.website',
      'restaurants.bookable',
      'restaurants.destination_id',
      'restaurants.city_id',
      'restaurants.cuisine',
      'restaurants.average_price_millimes',
      'restaurants.seats_per_service',
      'destinations.name as destination_name',
    ]);
    this.matchedIds = this.joined
      .select((eb) => ['restaurants.id', eb.fn.countAll<number>().over().as('total_count')])
      .orderBy('restaurants.id');
    this.listedByIds = this.listed.where(inJsonIds(db, 'restaurants.id')).orderBy('restaurants.id').compile();
  }

  private filtered<O>(q: SelectQueryBuilder<Database, 'restaurants' | 'destinations', O>, filter: RestaurantFilter) {
    if (filter.search) q = q.where(matchesSearch(this.db, 'restaurants', filter.search));
    if (filter.destinationId !== undefined) q = q.where('restaurants.destination_id', '=', filter.destinationId);
    if (filter.cityId !== undefined) q = q.where('restaurants.city_id', '=', filter.cityId);
    if (filter.stateId !== undefined) q = q.where('destinations.state_id', '=', filter.stateId);
    if (filter.special) q = q.where('restaurants.is_special', '=', 1);
    return q;
  }

  async count(filter: RestaurantFilter): Promise<number> {
    const row = await this.filtered(this.joined, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page and the number of matches (one narrow query when searching, see HotelsRepository.page). */
  async page(filter: RestaurantFilter, window: { limit: number; offset: number }) {
    if (!filter.search) {
      const [rows, total] = await Promise.all([this.list(filter, window), this.count(filter)]);
      return { rows, total };
    }
    const matches = this.filtered(this.matchedIds, filter).limit(window.limit).offset(window.offset);
    const { rows: found, thenRows: rows } = await readThen(this.db, matches, this.listedByIds);
    if (!found[0]) return { rows: [], total: window.offset === 0 ? 0 : await this.count(filter) };
    return { rows, total: Number(found[0].total_count) };
  }

  list(filter: RestaurantFilter, window?: { limit: number; offset: number }) {
    let q = this.filtered(this.listed, filter).orderBy('restaurants.id');
    if (window) q = q.limit(window.limit).offset(window.offset);
    return q.execute();
  }

  async find(id: number) {
    const restaurant = await this.listed.where('restaurants.id', '=', id).executeTakeFirst();
    if (!restaurant) return undefined;
    const [city, destination, state] = await Promise.all([
      this.db.selectFrom('cities').selectAll().where('id', '=', restaurant.city_id).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('destinations')
        .selectAll()
        .where('id', '=', restaurant.destination_id)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('states')
        .innerJoin('destinations', 'destinations.state_id', 'states.id')
        .selectAll('states')
        .where('destinations.id', '=', restaurant.destination_id)
        .executeTakeFirstOrThrow(),
    ]);
    return { restaurant, city, destination, state };
  }
}
