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
import { parseInput } from '../../lib/validate.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { toHotelDetail, toHotelListItem } from './hotels.mappers.ts';
import { HotelsRepository } from './hotels.repository.ts';

export interface ModuleOptions {
  db: Kysely<Database>;
  /** The origin paging links point to: PUBLIC_URL, else the request's own. */
  originOf: (request: FastifyRequest) => string;
}

export async function hotelsRoutes(app: FastifyInstance, opts: ModuleOptions) {
  const hotels = new HotelsRepository(opts.db);
  const geography = new GeographyRepository(opts.db);

  app.get('/hotels', async (request) => {
    const query = parseInput(hotelsPageQuerySchema, request.query, 'query');
    const filter = { search: query.search, destinationId: query.destination_id };
    const [total, rows] = await Promise.all([
      hotels.count(filter),
      hotels.list(filter, { limit: HOTELS_PAGE_SIZE, offset: (query.page - 1) * HOTELS_PAGE_SIZE }),
    ]);
    const baseUrl = new URL(`${opts.originOf(request)}/utilisateur/hotels`);
    if (query.search) baseUrl.searchParams.set('search', query.search);
    if (query.destination_id) baseUrl.searchParams.set('destination_id', String(query.destination_id));
    return {
      hotels: buildPage(rows.map(toHotelListItem), total, { page: query.page, perPage: HOTELS_PAGE_SIZE, baseUrl }),
    };
  });

  app.get('/allhotels', async (request) => {
    const query = parseInput(allHotelsQuerySchema, request.query, 'query');
    const rows = await hotels.list({ search: query.search, destinationId: query.destination_id });
    return { hotels: { data: rows.map(toHotelListItem) } };
  });

  app.get('/hotelsspecial', async () => {
    const rows = await hotels.list({ special: true });
    return { hotels: { data: rows.map(toHotelListItem) } };
  });

  app.get('/hotelsbystate/:state', async (request) => {
    const { state } = parseInput(stateParamsSchema, request.params, 'params');
    const found = await geography.findState(state);
    if (!found) throw notFound('state_not_found', 'No governorate with this id or slug.');
    const rows = await hotels.list({ stateId: found.id });
    return { hotels: { data: rows.map(toHotelListItem) } };
  });

  app.get('/hotels/:id', async (request) => {
    const { id } = parseInput(hotelIdParamsSchema, request.params, 'params');
    const found = await hotels.find(id);
    if (!found) throw notFound('hotel_not_found', 'No hotel with this id.');
    return { hotel: toHotelDetail(found) };
  });
}
