import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import {
  allHotelsQuerySchema,
  hotelDetailResponseSchema,
  hotelIdParamsSchema,
  hotelsListResponseSchema,
  hotelsPageQuerySchema,
  hotelsPageResponseSchema,
} from '../../../domain/contract/hotels.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { HotelsService } from './hotels.service.ts';

const op = operationsOf<HotelsService>();

export const HOTEL_OPERATIONS: Operation<HotelsService>[] = [
  op({
    path: '/hotels',
    summary: 'Hotels, 15 a page (Laravel paging object under `hotels`), searchable and filterable by destination',
    query: hotelsPageQuerySchema,
    response: hotelsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.listPage(query, origin),
  }),
  op({
    path: '/allhotels',
    summary: 'Every hotel under `hotels.data`, optionally by destination or search',
    query: allHotelsQuerySchema,
    response: hotelsListResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.list({ search: query.search, destinationId: query.destination_id }),
  }),
  op({
    path: '/hotelsspecial',
    summary: 'Hotels with a special offer',
    response: hotelsListResponseSchema,
    handle: (s) => s.list({ special: true }),
  }),
  op({
    path: '/hotelsbystate/{state}',
    summary: 'Hotels of a governorate, by id or slug',
    params: stateParamsSchema,
    response: hotelsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.byState(params.state),
  }),
  op({
    path: '/hotels/{id}',
    summary: 'One hotel with rooms, facilities, city, destination and governorate',
    params: hotelIdParamsSchema,
    response: hotelDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.hotel(params.id),
  }),
];
