import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, onlineManager, type Query, QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { CACHE_MAX_AGE_MS } from '../../domain/constants.ts';
import { ACCOUNT_KEY } from '../../domain/query-keys.ts';
import { ApiRequestError } from '../lib/api.ts';
import { onTokenChange } from '../lib/auth.ts';
import { isOffline, subscribeConnectivity } from '../lib/connectivity.ts';

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

let hydrating = false;

/**
 * While the browser hydrates the server's page, queries the page data did not answer (the server
 * rendered them loading) wait: an answer arriving before the parts around it have hydrated would
 * make React render those parts afresh instead of hydrating them, and the server's markup on
 * screen would be replaced. They are fetched once every part has hydrated (src/boot.tsx).
 */
export function holdQueriesWhileHydrating(): () => void {
  hydrating = true;
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, enabled: () => !hydrating },
  });
  return () => {
    hydrating = false;
    void queryClient.refetchQueries({
      predicate: (query) =>
        query.getObserversCount() > 0 && query.state.status === 'pending' && query.state.fetchStatus === 'idle',
    });
  };
}

export const queryPersister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: 'rihla.query-cache',
  throttleTime: 1000,
});

/**
 * A traveller's own data (identity number included) never goes into the persisted cache, which
 * any later user of the device could read; the offline wallet keeps what is needed, on purpose.
 */
const persistable = (query: Query) => query.queryKey[0] !== ACCOUNT_KEY && defaultShouldDehydrateQuery(query);

export const persistOptions = {
  persister: queryPersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: __BUILD_ID__,
  dehydrateOptions: { shouldDehydrateQuery: persistable },
};

// React Query pauses and resumes with what requests tell (lib/connectivity.ts), and refetches
// what is on screen when the server answers again.
onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(!isOffline())));

// Another traveller's session (signed out, or in, here or in another tab) never sees this one's data.
onTokenChange(() => queryClient.removeQueries({ queryKey: [ACCOUNT_KEY] }));
