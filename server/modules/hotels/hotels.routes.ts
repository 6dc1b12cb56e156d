import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { HOTELS_PAGE_SIZE } from '../../../domain/constants.ts';
import {
  allHotelsQuerySchema,
  hotelIdParamsSchema,
  hotelsPageQuerySchema,
  stateParamsSchema,
} from '../../../domain/contract/hotels.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { parseInput } from '../../lib/validate.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { toHotelDetail, toHotelListItem } from './hotels.mappers.ts';
import { type HotelFilter, HotelsRepository } from './hotels.repository.ts';

export interface ModuleOptions {
  db: Kysely<Database>;
  cache: ResponseCache;
  /** The origin paging links point to: PUBLIC_URL, else the request's own. */
  originOf: (request: FastifyRequest) => string;
}

export async function hotelsRoutes(app: FastifyInstance, opts: ModuleOptions) {
  const hotels = new HotelsRepository(opts.db);
  const geography = new GeographyRepository(opts.db);

  app.get('/hotels', async (request, reply) => {
    const query = parseInput(hotelsPageQuerySchema, request.query, 'query');
    const origin = opts.originOf(request);
    const key = `hotels|${origin}|${query.page}|${query.search ?? ''}|${query.destination_id ?? ''}`;
    return opts.cache.send(request, reply, key, async () => {
      const filter = { search: query.search, destinationId: query.destination_id };
      const [total, rows] = await Promise.all([
        hotels.count(filter),
        hotels.list(filter, { limit: HOTELS_PAGE_SIZE, offset: (query.page - 1) * HOTELS_PAGE_SIZE }),
      ]);
      const baseUrl = new URL(`${origin}/utilisateur/hotels`);
      if (query.search) baseUrl.searchParams.set('search', query.search);
      if (query.destination_id) baseUrl.searchParams.set('destination_id', String(query.destination_id));
      const page = buildPage(rows.map(toHotelListItem), total, {
        page: query.page,
        perPage: HOTELS_PAGE_SIZE,
        baseUrl,
      });
      return { hotels: page };
    });
  });

  const listOf = async (filter: HotelFilter) => ({
    hotels: { data: (await hotels.list(filter)).map(toHotelListItem) },
  });

  app.get('/allhotels', async (request, reply) => {
    const query = parseInput(allHotelsQuerySchema, request.query, 'query');
    const key = `allhotels|${query.search ?? ''}|${query.destination_id ?? ''}`;
    return opts.cache.send(request, reply, key, () =>
      listOf({ search: query.search, destinationId: query.destination_id }),
    );
  });

  app.get('/hotelsspecial', async (request, reply) =>
    opts.cache.send(request, reply, 'hotelsspecial', () => listOf({ special: true })),
  );

  app.get('/hotelsbystate/:state', async (request, reply) => {
    const { state } = parseInput(stateParamsSchema, request.params, 'params');
    const found = await geography.findState(state);
    if (!found) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return opts.cache.send(request, reply, `hotelsbystate|${found.id}`, () => listOf({ stateId: found.id }));
  });

  app.get('/hotels/:id', async (request, reply) => {
    const { id } = parseInput(hotelIdParamsSchema, request.params, 'params');
    const found = await hotels.find(id);
    if (!found) throw notFound('hotel_not_found', 'No hotel with this id.');
    return opts.cache.send(request, reply, `hotel|${id}`, async () => ({ hotel: toHotelDetail(found) }));
  });
}
