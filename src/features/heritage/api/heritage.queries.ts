import { LISTING_API } from '../../../../domain/listing-api.ts';
import type { ListingSearch } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const monumentsQuery = (s: ListingSearch) => apiQuery(LISTING_API.monuments.path(s), 'monumentsResponseSchema');

export const museumsPageQuery = (s: ListingSearch) =>
  apiQuery(LISTING_API.museums.path(s), 'museumsPageResponseSchema');

export const festivalsQuery = (s: ListingSearch) => apiQuery(LISTING_API.festivals.path(s), 'festivalsResponseSchema');

export const monumentQuery = (id: number) => apiQuery(`/utilisateur/monument/${id}`, 'monumentDetailResponseSchema');

export const museumQuery = (id: number) => apiQuery(`/utilisateur/musees/${id}`, 'museumDetailResponseSchema');

export const festivalQuery = (id: number) => apiQuery(`/utilisateur/festival/${id}`, 'festivalDetailResponseSchema');
