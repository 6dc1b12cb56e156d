import {
  catalogueSearchQuerySchema,
  catalogueSearchResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
} from '../../../domain/contract/catalogue.ts';
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
];
