import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const monumentsQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/monument', s, false), 'monumentsResponseSchema');

export const museumsPageQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/musees', s), 'museumsPageResponseSchema');

export const festivalsQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/festival', s, false), 'festivalsResponseSchema');

export const monumentQuery = (id: number) => apiQuery(`/utilisateur/monument/${id}`, 'monumentDetailResponseSchema');

export const museumQuery = (id: number) => apiQuery(`/utilisateur/musees/${id}`, 'museumDetailResponseSchema');

export const festivalQuery = (id: number) => apiQuery(`/utilisateur/festival/${id}`, 'festivalDetailResponseSchema');
