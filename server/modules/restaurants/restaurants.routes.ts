import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import {
  allRestaurantsQuerySchema,
  restaurantDetailResponseSchema,
  restaurantIdParamsSchema,
  restaurantsListResponseSchema,
  restaurantsPageQuerySchema,
  restaurantsPageResponseSchema,
} from '../../../domain/contract/restaurants.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { RestaurantsService } from './restaurants.service.ts';

const op = operationsOf<RestaurantsService>();

export const RESTAURANT_OPERATIONS: Operation<RestaurantsService>[] = [
  op({
    path: '/restaurants',
    summary: 'Restaurants, 15 a page (paging object under `restaurants`), searchable, by destination or city',
    query: restaurantsPageQuerySchema,
    response: restaurantsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.listPage(query, origin),
  }),
  op({
    path: '/allrestaurants',
    summary: 'Every restaurant under `restaurants.data`, optionally by destination, city or search',
    query: allRestaurantsQuerySchema,
    response: restaurantsListResponseSchema,
    errors: [400],
    handle: (s, { query }) =>
      s.list({ search: query.search, destinationId: query.destination_id, cityId: query.city_id }),
  }),
  op({
    path: '/restaurantsspecial',
    summary: 'Restaurants with a special offer',
    response: restaurantsListResponseSchema,
    handle: (s) => s.list({ special: true }),
  }),
  op({
    path: '/restaurantsbystate/{state}',
    summary: 'Restaurants of a governorate, by id or slug',
    params: stateParamsSchema,
    response: restaurantsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.byState(params.state),
  }),
  op({
    path: '/restaurants/{id}',
    summary: 'One restaurant with its city, destination and governorate',
    params: restaurantIdParamsSchema,
    response: restaurantDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.restaurant(params.id),
  }),
];
