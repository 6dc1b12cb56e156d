import { SEARCH_MAX_LENGTH } from '../../../domain/constants.ts';

/** The search page's URL state: `?q=`, trimmed, at most SEARCH_MAX_LENGTH characters. */
export function parseSearchPageSearch(raw: Record<string, unknown>): { q?: string } {
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, SEARCH_MAX_LENGTH) : '';
  return q ? { q } : {};
}
