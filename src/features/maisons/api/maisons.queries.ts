import { LISTING_API } from '../../../../domain/listing-api.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const maisonsPageQuery = (s: ListingSearch) =>
  apiQuery(LISTING_API.maisons.path(s), 'maisonsPageResponseSchema');

export const maisonQuery = (id: number) => apiQuery(`/utilisateur/maison/${id}`, 'maisonDetailResponseSchema');
