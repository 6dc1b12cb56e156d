import { QueryError } from './query-error.tsx';

/**
 * What a page shows when its code or data could not be loaded: offline, that it was not saved on
 * this device; online, a technical problem. Retrying reloads the page (fresh code included).
 */
export function RouteError({ error }: { error: unknown }) {
  return <QueryError error={error} onRetry={() => window.location.reload()} />;
}
