import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const maisonsPageQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/maison', s), 'maisonsPageResponseSchema');

export const maisonQuery = (id: number) => apiQuery(`/utilisateur/maison/${id}`, 'maisonDetailResponseSchema');
