import { queryOptions } from '@tanstack/react-query';
import { destinationsKey } from '../../domain/query-keys.ts';
import { apiGet, type Parsed } from './api.ts';

/** Every destination, for the filters, chips and redirects of several features. */
export const destinationsQuery = () =>
  queryOptions({
    queryKey: destinationsKey(),
    queryFn: ({ signal }) =>
      apiGet('/utilisateur/alldestinations', 'destinationsResponseSchema', signal).then((r) => r.destinations),
    staleTime: 30 * 60_000,
  });

/** The destinations a page was rendered with (app/inline-data.ts), taken as the server wrote them. */
export const parseInlineDestinations = (response: unknown) =>
  (response as Parsed<'destinationsResponseSchema'>).destinations;
