import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { findLocation } from '../../domain/find-routes.ts';
import { destinationsQuery } from './geography-queries.ts';

/**
 * A find address of spec §2 (`hotels/findHotel/djerba`…), reached inside the app or served by the
 * service worker's shell: redirects where the server would (domain/find-routes.ts), the
 * destinations coming from the query cache when the network is away.
 */
export async function redirectFind(queryClient: QueryClient, lang: string | undefined, rest: string[]): Promise<never> {
  const location = await findLocation(rest, lang ? `/${lang}` : '', () =>
    queryClient.ensureQueryData(destinationsQuery()),
  );
  if (!location) throw notFound();
  throw redirect({ href: location, replace: true });
}
