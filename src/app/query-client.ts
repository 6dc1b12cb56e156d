import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { CACHE_MAX_AGE_MS } from '../../domain/constants.ts';

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
      retry: (failures, error) =>
        failures < 2 && !(error instanceof Error && 'status' in error && Number(error.status) < 500),
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
