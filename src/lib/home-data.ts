import { PAGE_DATA_PREFIX } from '../../domain/constants.ts';
import { seedQueries } from '../app/inline-data.ts';
import { queryClient } from '../app/query-client.ts';

/** Long enough for a page's data on a slow phone; a guard never holds a visitor longer. */
const HOME_DATA_TIMEOUT_MS = 3000;

/**
 * Seeds the query cache with the home's page data, as its server page has it (`PAGE_DATA_PREFIX/{lang}`):
 * a page that sends a visitor home (lib/guard.ts) then shows it whole without asking the API,
 * and without loading the API's schemas on a first visit. Offline or slow, the home asks as usual.
 */
export async function seedHomeData(lang: string | undefined): Promise<void> {
  const response = await fetch(`${PAGE_DATA_PREFIX}/${lang ?? ''}`, {
    signal: AbortSignal.timeout(HOME_DATA_TIMEOUT_MS),
  });
  if (response.ok) seedQueries(queryClient, await response.json());
}
