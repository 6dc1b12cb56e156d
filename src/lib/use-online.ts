import { useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from './connectivity.ts';

/** Whether the server answers (lib/connectivity.ts); always true while rendering on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeConnectivity,
    () => !isOffline(),
    () => true,
  );
}
