import type { QueryClient } from '@tanstack/react-query';
import { hotelsInlineParsers } from '../features/hotels/api/hotels.queries.ts';

/** An API response the server inlined, with the query key it answers and when it was computed. */
export interface InlineEntry {
  key: unknown[];
  at: number;
  response: unknown;
}

/** How each inlined API response becomes the data its query holds, by the key's first part. */
const PARSERS: Record<string, (response: unknown) => unknown> = {
  ...hotelsInlineParsers,
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
 * The server inlines the first page's API responses (`#rihla-data`, non-executable JSON);
 * seeding them into the query cache lets the first render show content without a request.
 */
export function seedInlineData(queryClient: QueryClient): void {
  const element = document.getElementById('rihla-data');
  if (!element?.textContent) return;
  try {
    seedQueries(queryClient, JSON.parse(element.textContent) as InlineEntry[]);
  } catch (error) {
    console.error('Ignoring malformed inline data', error); // the page then fetches as usual
  }
  element.remove();
}
