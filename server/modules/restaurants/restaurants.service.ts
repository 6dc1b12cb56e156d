import type { Kysely } from 'kysely';
import { RESTAURANTS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
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

/** The restaurants API's responses, serialized once and cached. */
export class RestaurantsService {
  private readonly restaurants: RestaurantsRepository;
  private readonly geography: GeographyRepository;

  constructor(
    db: Kysely<Database>,
    private readonly cache: ResponseCache,
  ) {
    this.restaurants = new RestaurantsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  /** `GET /utilisateur/restaurants`: the paging object under `restaurants`, links absolute on `origin`. */
  page(query: RestaurantsPageQuery, origin: string): Promise<CachedJson> {
    const { page, search, destination_id, city_id } = query;
    const key = `restaurants|${origin}|${page}|${search ?? ''}|${destination_id ?? ''}|${city_id ?? ''}`;
    return this.cache.get(key, async () => {
      const filter = { search, destinationId: destination_id, cityId: city_id };
      const { rows, total } = await this.restaurants.page(filter, {
        limit: RESTAURANTS_PAGE_SIZE,
        offset: (page - 1) * RESTAURANTS_PAGE_SIZE,
      });
      const baseUrl = listingUrl(origin, '/utilisateur/restaurants', { search, destination_id, city_id });
      return {
        restaurants: buildPage(rows.map(toRestaurantListItem), total, {
          page,
          perPage: RESTAURANTS_PAGE_SIZE,
          baseUrl,
        }),
      };
    });
  }

  /** Every match under `restaurants.data` (allrestaurants, restaurantsspecial, restaurantsbystate). */
  list(key: string, filter: RestaurantFilter): Promise<CachedJson> {
    return this.cache.get(key, async () => ({
      restaurants: { data: (await this.restaurants.list(filter)).map(toRestaurantListItem) },
    }));
  }

  async byState(idOrSlug: string): Promise<CachedJson> {
    const state = await this.geography.findState(idOrSlug);
    if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return this.list(`restaurantsbystate|${state.id}`, { stateId: state.id });
  }

  async detail(id: number): Promise<CachedJson | null> {
    const found = await this.restaurants.find(id);
    return found ? this.cache.get(`restaurant|${id}`, async () => ({ restaurant: toRestaurantDetail(found) })) : null;
  }
}
