import { type HotelsSearch, hotelsApiPath } from '../../../../domain/hotels-search.ts';
import { apiQuery } from '../../../lib/api-query.ts';

export const hotelsPageQuery = (s: HotelsSearch) => apiQuery(hotelsApiPath(s), 'hotelsPageResponseSchema');

export const hotelQuery = (id: number) => apiQuery(`/utilisateur/hotels/${id}`, 'hotelDetailResponseSchema');

/** Every hotel, for the directory. */
export const hotelDirectoryQuery = () => apiQuery('/utilisateur/allhotels', 'hotelsListResponseSchema');
