import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const guidesQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/guide', s, false), 'guidesResponseSchema');

export const circuitsQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/circuits', s, false), 'circuitsResponseSchema');

export const guideQuery = (id: number) => apiQuery(`/utilisateur/guide/${id}`, 'guideDetailResponseSchema');

export const circuitQuery = (slug: string) => apiQuery(`/utilisateur/circuits/${slug}`, 'circuitDetailResponseSchema');

export const voyageQuery = (id: number) => apiQuery(`/utilisateur/voyages/${id}`, 'voyageDetailResponseSchema');
