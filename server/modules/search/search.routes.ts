import { catalogueSearchQuerySchema, catalogueSearchResponseSchema } from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { SearchService } from './search.service.ts';

const op = operationsOf<SearchService>();

export const SEARCH_OPERATIONS: Operation<SearchService>[] = [
  op({
    path: '/search',
    summary: 'Search across the catalogue: per kind, the number of matches of `q` and the first six',
    query: catalogueSearchQuerySchema,
    response: catalogueSearchResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.search(query.q),
  }),
];
