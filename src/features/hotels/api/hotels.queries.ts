import { apiQuery } from '../../../lib/api-query.ts';
import { type HotelsSearch, hotelsApiPath } from '../hotels-search.ts';

export const hotelsPageQuery = (s: HotelsSearch) => apiQuery(hotelsApiPath(s), 'hotelsPageResponseSchema');

export const hotelQuery = (id: number) => apiQuery(`/utilisateur/hotels/${id}`, 'hotelDetailResponseSchema');

/** Every hotel, for the directory. */
export const hotelDirectoryQuery = () => apiQuery('/utilisateur/allhotels', 'hotelsListResponseSchema');
