import { LISTING_API } from '../../../../domain/listing-api.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const guidesQuery = (s: ListingSearch) => apiQuery(LISTING_API.guides.path(s), 'guidesResponseSchema');

export const circuitsQuery = (s: ListingSearch) => apiQuery(LISTING_API.circuits.path(s), 'circuitsResponseSchema');

export const guideQuery = (id: number) => apiQuery(`/utilisateur/guide/${id}`, 'guideDetailResponseSchema');

export const circuitQuery = (slug: string) => apiQuery(`/utilisateur/circuits/${slug}`, 'circuitDetailResponseSchema');

export const voyageQuery = (id: number) => apiQuery(`/utilisateur/voyages/${id}`, 'voyageDetailResponseSchema');
