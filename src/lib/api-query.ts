import { queryOptions } from '@tanstack/react-query';
import { apiKey } from '../../domain/query-keys.ts';
import { apiGet, type SchemaName } from './api.ts';

/**
 * A catalogue answer, whole, under its API path: the server gives a page's first answer the
 * same key (app/inline-data.ts), so the page renders without fetching it again.
 */
export const apiQuery = <S extends SchemaName>(path: string, schema: S) =>
  queryOptions({ queryKey: apiKey(path), queryFn: ({ signal }) => apiGet(path, schema, signal) });

/**
 * A live answer (what is still free: seats, tables, departures), under its API path: asked afresh
 * each time it is shown, since it changes as others book; the service worker never keeps it
 * (`isLiveApiPath`).
 */
export const liveQuery = <S extends SchemaName>(path: string, schema: S) =>
  queryOptions({ ...apiQuery(path, schema), staleTime: 0 });
