import type { Kysely } from 'kysely';
import { RESTAURANTS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toRestaurantDetail, toRestaurantListItem } from './restaurants.mappers.ts';
import { type RestaurantFilter, RestaurantsRepository } from './restaurants.repository.ts';

export interface RestaurantsPageQuery {
  page: number;
  search?: string | undefined;
  destination_id?: number | undefined;
  city_id?: number | undefined;
}

/** The restaurants API's answers (restaurants.routes.ts declares the calls). */
export class RestaurantsService {
  private readonly restaurants: RestaurantsRepository;
  private readonly geography: GeographyRepository;

  constructor(db: Kysely<Database>) {
    this.restaurants = new RestaurantsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  /** `GET /utilisateur/restaurants`: the paging object under `restaurants`, links absolute on `origin`. */
  async listPage(query: RestaurantsPageQuery, origin: string) {
    const { page, search, destination_id, city_id } = query;
    const filter = { search, destinationId: destination_id, cityId: city_id };
    const { rows, total } = await this.restaurants.page(filter, {
      limit: RESTAURANTS_PAGE_SIZE,
      offset: (page - 1) * RESTAURANTS_PAGE_SIZE,
    });
    const baseUrl = listingUrl(origin, '/utilisateur/restaurants', { search, destination_id, city_id });
    return {
      restaurants: buildPage(rows.map(toRestaurantListItem), total, { page, perPage: RESTAURANTS_PAGE_SIZE, baseUrl }),
    };
  }

  /** Every match under `restaurants.data` (allrestaurants, restaurantsspecial, restaurantsbystate). */
  async list(filter: RestaurantFilter) {
    return { restaurants: { data: (await this.restaurants.list(filter)).map(toRestaurantListItem) } };
  }

  async byState(idOrSlug: string) {
    const state = await this.geography.findState(idOrSlug);
    if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return this.list({ stateId: state.id });
  }

  async restaurant(id: number) {
    const found = await this.restaurants.find(id);
    if (!found) throw notFound('restaurant_not_found', 'No restaurant with this id.');
    return { restaurant: toRestaurantDetail(found) };
  }
}
