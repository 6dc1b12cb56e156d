import { apiQuery } from '../../../lib/api-query.ts';

/** One search over the whole catalogue. */
export const catalogueSearchQuery = (q: string) =>
  apiQuery(`/utilisateur/search?q=${encodeURIComponent(q)}`, 'catalogueSearchResponseSchema');
