import type { UseQueryResult } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { QueryError } from './query-error.tsx';
import { BlockSkeleton } from './skeleton.tsx';

/**
 * What a page about one thing shows until its data is there: the not-found page when the API
 * answers 404, an error the user can retry, or skeletons announced to screen readers.
 */
export function QueryFallback({
  query,
  loadingLabel,
  height = 260,
}: {
  query: Pick<UseQueryResult, 'error' | 'isError' | 'refetch'>;
  loadingLabel: string;
  height?: number;
}) {
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFoundPage />;
  return query.isError ? (
    <section className="page-section">
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    </section>
  ) : (
    <div className="page-section" role="status" aria-busy="true">
      <span className="visually-hidden">{loadingLabel}</span>
      <BlockSkeleton height={height} />
      <BlockSkeleton height={180} />
    </div>
  );
}
