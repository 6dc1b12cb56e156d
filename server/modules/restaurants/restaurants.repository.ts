import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type ListingFilter, ListingQuery, type Window } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';

export interface RestaurantFilter {
  search?: string | undefined;
  destinationId?: number | undefined;
  cityId?: number | undefined;
  stateId?: number | undefined;
  special?: boolean;
}

export type RestaurantRow = Awaited<ReturnType<ReturnType<typeof restaurantColumns>['execute']>>[number];

/** A listed restaurant: its own columns and its destination's name. */
function restaurantColumns(q: SelectQueryBuilder<Database, 'restaurants', object>) {
  return q
    .innerJoin('destinations', 'destinations.id', 'restaurants.destination_id')
    .select([
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
      'restaurants.opening_hours',
      'destinations.name as destination_name',
    ]);
}

const listingFilter = (filter: RestaurantFilter): ListingFilter => ({
  search: filter.search,
  destinationId: filter.destinationId,
  cityId: filter.cityId,
  stateId: filter.stateId,
  equals: filter.special ? { is_special: 1 } : undefined,
});

/** The restaurants' SQL: their listings on the one listing query, and one restaurant with its places. */
export class RestaurantsRepository {
  private readonly listing: ListingQuery;
  private readonly geography: GeographyRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
    this.geography = new GeographyRepository(db);
  }

  page(filter: RestaurantFilter, window: Window) {
    return this.listing.page('restaurants', listingFilter(filter), [], window, restaurantColumns);
  }

  list(filter: RestaurantFilter) {
    return this.listing.list('restaurants', listingFilter(filter), [], undefined, restaurantColumns);
  }

  async find(id: number) {
    const restaurant = await restaurantColumns(this.db.selectFrom('restaurants'))
      .where('restaurants.id', '=', id)
      .executeTakeFirst();
    if (!restaurant) return undefined;
    return { restaurant, ...(await this.geography.placesOf(restaurant)) };
  }
}
