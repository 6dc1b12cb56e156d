import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const restaurantsPageQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/restaurants', s), 'restaurantsPageResponseSchema');

/** Every restaurant, for the directory. */
export const restaurantDirectoryQuery = () => apiQuery('/utilisateur/allrestaurants', 'restaurantsListResponseSchema');

export const restaurantQuery = (id: number) =>
  apiQuery(`/utilisateur/restaurants/${id}`, 'restaurantDetailResponseSchema');
