import { queryOptions } from '@tanstack/react-query';
import { hotelKey, hotelsPageKey } from '../../../../domain/query-keys.ts';
import { apiGet, type Parsed } from '../../../lib/api.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { type HotelsSearch, hotelsApiPath } from '../hotels-search.ts';

export const hotelsPageQuery = (s: HotelsSearch) =>
  queryOptions({
    queryKey: hotelsPageKey(s.page ?? 1, s.search, s.destination_id),
    queryFn: ({ signal }) => apiGet(hotelsApiPath(s), 'hotelsPageResponseSchema', signal).then((r) => r.hotels),
  });

export const hotelQuery = (id: number) =>
  queryOptions({
    queryKey: hotelKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/utilisateur/hotels/${id}`, 'hotelDetailResponseSchema', signal).then((r) => r.hotel),
  });

/**
 * Turns responses the server rendered a page with into the data of the queries above (see app/inline-data.ts).
 * The server wrote them for this very page from the same schemas: they are taken as they are,
 * like the catalogue's, and checking them would bring zod into the first load.
 */
export const hotelsInlineParsers = {
  hotels: (response: unknown) => (response as Parsed<'hotelsPageResponseSchema'>).hotels,
  hotel: (response: unknown) => (response as Parsed<'hotelDetailResponseSchema'>).hotel,
};

/** Every hotel, for the directory. */
export const hotelDirectoryQuery = () => apiQuery('/utilisateur/allhotels', 'hotelsListResponseSchema');
