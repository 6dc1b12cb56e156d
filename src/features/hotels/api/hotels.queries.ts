import { queryOptions } from '@tanstack/react-query';
import { destinationsResponseSchema } from '../../../../domain/contract/geography.ts';
import { hotelDetailResponseSchema, hotelsPageResponseSchema } from '../../../../domain/contract/hotels.ts';
import { destinationsKey, hotelKey, hotelsPageKey } from '../../../../domain/query-keys.ts';
import { apiGet } from '../../../lib/api.ts';
import { type HotelsSearch, hotelsApiPath } from '../hotels-search.ts';

export const hotelsPageQuery = (s: HotelsSearch) =>
  queryOptions({
    queryKey: hotelsPageKey(s.page ?? 1, s.search, s.destination_id),
    queryFn: ({ signal }) => apiGet(hotelsApiPath(s), hotelsPageResponseSchema, signal).then((r) => r.hotels),
  });

export const destinationsQuery = () =>
  queryOptions({
    queryKey: destinationsKey(),
    queryFn: ({ signal }) =>
      apiGet('/utilisateur/alldestinations', destinationsResponseSchema, signal).then((r) => r.destinations),
    staleTime: 30 * 60_000,
  });

export const hotelQuery = (id: number) =>
  queryOptions({
    queryKey: hotelKey(id),
    queryFn: ({ signal }) =>
      apiGet(`/utilisateur/hotels/${id}`, hotelDetailResponseSchema, signal).then((r) => r.hotel),
  });

/** Turns responses the server inlined into the data of the queries above (see app/inline-data.ts). */
export const hotelsInlineParsers = {
  hotels: (response: unknown) => hotelsPageResponseSchema.parse(response).hotels,
  hotel: (response: unknown) => hotelDetailResponseSchema.parse(response).hotel,
  destinations: (response: unknown) => destinationsResponseSchema.parse(response).destinations,
};
