import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { allHotelsQuerySchema, hotelIdParamsSchema, hotelsPageQuerySchema } from '../../../domain/contract/hotels.ts';
import { notFound } from '../../lib/http-error.ts';
import { sendCached } from '../../lib/response-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import type { HotelsService } from './hotels.service.ts';

export interface HotelsRoutesOptions {
  service: HotelsService;
  /** The origin paging links point to: PUBLIC_URL, else the request's own. */
  originOf: (request: FastifyRequest) => string;
}

export async function hotelsRoutes(app: FastifyInstance, { service, originOf }: HotelsRoutesOptions) {
  app.get('/hotels', async (request, reply) => {
    const query = parseInput(hotelsPageQuerySchema, request.query, 'query');
    return sendCached(request, reply, await service.page(query, originOf(request)));
  });

  app.get('/allhotels', async (request, reply) => {
    const { search, destination_id } = parseInput(allHotelsQuerySchema, request.query, 'query');
    const entry = await service.list(`allhotels|${search ?? ''}|${destination_id ?? ''}`, {
      search,
      destinationId: destination_id,
    });
    return sendCached(request, reply, entry);
  });

  app.get('/hotelsspecial', async (request, reply) =>
    sendCached(request, reply, await service.list('hotelsspecial', { special: true })),
  );

  app.get('/hotelsbystate/:state', async (request, reply) => {
    const { state } = parseInput(stateParamsSchema, request.params, 'params');
    return sendCached(request, reply, await service.byState(state));
  });

  app.get('/hotels/:id', async (request, reply) => {
    const { id } = parseInput(hotelIdParamsSchema, request.params, 'params');
    const entry = await service.detail(id);
    if (!entry) throw notFound('hotel_not_found', 'No hotel with this id.');
    return sendCached(request, reply, entry);
  });
}
