import {
  idParamsSchema,
  maisonDetailResponseSchema,
  maisonsListResponseSchema,
  maisonsPageResponseSchema,
  placedListQuerySchema,
  placedPageQuerySchema,
} from '../../../domain/contract/catalogue.ts';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { MaisonsService } from './maisons.service.ts';

const op = operationsOf<MaisonsService>();

/** Guest houses. */
export const MAISON_OPERATIONS: Operation<MaisonsService>[] = [
  op({
    path: '/maison',
    summary: 'Guest houses, 15 a page (paging object under `maisons`), searchable, by destination or city',
    query: placedPageQuerySchema,
    response: maisonsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.maisonPage(query, origin),
  }),
  op({
    path: '/allmaison',
    summary: 'Every guest house under `maisons.data`',
    query: placedListQuerySchema,
    response: maisonsListResponseSchema,
    errors: [400],
    handle: (s, { query }) =>
      s.maisonList({ search: query.search, destinationId: query.destination_id, cityId: query.city_id }),
  }),
  op({
    path: '/maisonspecial',
    summary: 'Guest houses with a special offer, under `maisons.data`',
    response: maisonsListResponseSchema,
    handle: (s) => s.maisonList({ equals: { is_special: 1 } }),
  }),
  op({
    path: '/maisonbystate/{state}',
    summary: 'Guest houses of a governorate, by id or slug',
    params: stateParamsSchema,
    response: maisonsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.maisonsByState(params.state),
  }),
  op({
    path: '/maison/{id}',
    summary: 'One guest house with its rooms and places',
    params: idParamsSchema,
    response: maisonDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.maison(params.id),
  }),
];
