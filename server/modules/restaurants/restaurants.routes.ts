import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import {
  allRestaurantsQuerySchema,
  restaurantIdParamsSchema,
  restaurantsPageQuerySchema,
} from '../../../domain/contract/restaurants.ts';
import { notFound } from '../../lib/http-error.ts';
import { sendCached } from '../../lib/response-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import type { RestaurantsService } from './restaurants.service.ts';

export interface RestaurantsRoutesOptions {
  service: RestaurantsService;
  originOf: (request: FastifyRequest) => string;
}

export async function restaurantsRoutes(app: FastifyInstance, { service, originOf }: RestaurantsRoutesOptions) {
  app.get('/restaurants', async (request, reply) => {
    const query = parseInput(restaurantsPageQuerySchema, request.query, 'query');
    return sendCached(request, reply, await service.page(query, originOf(request)));
  });

  app.get('/allrestaurants', async (request, reply) => {
    const { search, destination_id, city_id } = parseInput(allRestaurantsQuerySchema, request.query, 'query');
    const key = `allrestaurants|${search ?? ''}|${destination_id ?? ''}|${city_id ?? ''}`;
    const entry = await service.list(key, { search, destinationId: destination_id, cityId: city_id });
    return sendCached(request, reply, entry);
  });

  app.get('/restaurantsspecial', async (request, reply) =>
    sendCached(request, reply, await service.list('restaurantsspecial', { special: true })),
  );

  app.get('/restaurantsbystate/:state', async (request, reply) => {
    const { state } = parseInput(stateParamsSchema, request.params, 'params');
    return sendCached(request, reply, await service.byState(state));
  });

  app.get('/restaurants/:id', async (request, reply) => {
    const { id } = parseInput(restaurantIdParamsSchema, request.params, 'params');
    const entry = await service.detail(id);
    if (!entry) throw notFound('restaurant_not_found', 'No restaurant with this id.');
    return sendCached(request, reply, entry);
  });
}
