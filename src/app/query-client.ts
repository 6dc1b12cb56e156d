import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { CACHE_MAX_AGE_MS } from '../../domain/constants.ts';
import { ApiRequestError } from '../lib/api.ts';

/**
 * One hour of cached data (spec §9), kept in IndexedDB so pages visited online still show
 * offline. `offlineFirst` lets the service worker answer from its cache before React Query
 * decides the network is gone.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: CACHE_MAX_AGE_MS,
      staleTime: 60_000,
      networkMode: 'offlineFirst',
      // Only a server fault is worth one more try; a 4xx will not change and offline is offline.
      retry: (failures, error) => failures < 2 && error instanceof ApiRequestError && error.status >= 500,
      refetchOnWindowFocus: false,
    },
  },
});

export const queryPersister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'rihla.query-cache',
  throttleTime: 1000,
});

export const persistOptions = {
  persister: queryPersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: __BUILD_ID__,
};
