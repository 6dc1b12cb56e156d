import {
  catalogueSearchQuerySchema,
  catalogueSearchResponseSchema,
  idParamsSchema,
  maisonDetailResponseSchema,
  maisonsListResponseSchema,
  maisonsPageResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
  placedListQuerySchema,
  placedPageQuerySchema,
} from '../../../domain/contract/catalogue.ts';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { CatalogueService } from './catalogue.service.ts';

const op = operationsOf<CatalogueService>();

/** The catalogue calls of spec §7 (hotels and restaurants have their own modules). */
export const CATALOGUE_OPERATIONS: Operation<CatalogueService>[] = [
  op({
    path: '/search',
    summary: 'Search across the catalogue: per kind, the number of matches of `q` and the first six',
    query: catalogueSearchQuerySchema,
    response: catalogueSearchResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.search(query.q),
  }),
  op({
    path: '/offers',
    summary: 'Special offers valid now or later, under `offers`, by kind, listing or destination',
    query: offersQuerySchema,
    response: offersResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.offers(query),
  }),
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
