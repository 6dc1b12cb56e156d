import { apiQuery } from '../../../lib/api-query.ts';

/** The special offers of every listing, or of one destination's. */
export const offersQuery = (destinationId: number | undefined) =>
  apiQuery(`/utilisateur/offers${destinationId ? `?destination_id=${destinationId}` : ''}`, 'offersResponseSchema');
