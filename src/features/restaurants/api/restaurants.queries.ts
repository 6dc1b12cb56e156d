import { type ListingSearch, listingApiPath } from '../../../../domain/listing-search.ts';
import { apiQuery, liveQuery } from '../../../lib/api-query.ts';

export const restaurantsPageQuery = (s: ListingSearch) =>
  apiQuery(listingApiPath('/utilisateur/restaurants', s), 'restaurantsPageResponseSchema');

/** Every restaurant, for the directory. */
export const restaurantDirectoryQuery = () => apiQuery('/utilisateur/allrestaurants', 'restaurantsListResponseSchema');

export const restaurantQuery = (id: number) =>
  apiQuery(`/utilisateur/restaurants/${id}`, 'restaurantDetailResponseSchema');

/** The destination's restaurants with a table for the party that day, asked live. */
export const destinationTablesQuery = (destinationId: number | undefined, date: string, people: number) =>
  liveQuery(
    `/utilisateur/restaurants/availability?destination_id=${destinationId}&date=${date}&people=${people}`,
    'destinationTablesResponseSchema',
  );
