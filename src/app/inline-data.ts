import type { QueryClient } from '@tanstack/react-query';
import { parseInlineDestinations } from '../lib/geography-queries.ts';
import { pageData } from '../lib/page-data.ts';

/** An API response the server rendered a page with, the query key it answers and when it was computed. */
export interface InlineEntry {
  key: unknown[];
  at: number;
  response: unknown;
}

/** How each such API response becomes the data its query holds, by the key's first part. */
const PARSERS: Record<string, (response: unknown) => unknown> = {
  destinations: parseInlineDestinations,
  // Catalogue answers are held whole under their path (lib/api-query.ts).
  api: (response) => response,
};

export function seedQueries(queryClient: QueryClient, entries: InlineEntry[]): void {
  for (const { key, at, response } of entries) {
    const parse = PARSERS[String(key[0])];
    if (parse) queryClient.setQueryData(key, parse(response), { updatedAt: Math.min(at, Date.now()) });
  }
}

/**
 * Seeds the query cache with the API answers the server rendered the page with (fetched by the
 * entry, lib/page-data.ts): the app's first render shows the same content without asking again.
 * Says whether the cache now holds everything the server rendered with.
 */
export async function seedPageData(queryClient: QueryClient): Promise<boolean> {
  const entries = await pageData();
  if (!entries) return false;
  try {
    seedQueries(queryClient, entries);
    return true;
  } catch (error) {
    console.error('Ignoring malformed page data', error); // the page then fetches as usual
    return false;
  }
}
