import { queryOptions } from '@tanstack/react-query';
import { destinationsResponseSchema } from '../../../../domain/contract/geography.ts';
import { hotelDetailResponseSchema, hotelsPageResponseSchema } from '../../../../domain/contract/hotels.ts';
import { apiGet } from '../../../lib/api.ts';
import { type HotelsSearch, hotelsApiPath } from '../hotels-search.ts';

// The API answers every language at once, so these keys need no locale.
export const hotelsPageQuery = (s: HotelsSearch) =>
  queryOptions({
    queryKey: ['hotels', 'page', s.page ?? 1, s.search ?? '', s.destination_id ?? null],
    queryFn: ({ signal }) => apiGet(hotelsApiPath(s), hotelsPageResponseSchema, signal).then((r) => r.hotels),
  });

export const destinationsQuery = () =>
  queryOptions({
    queryKey: ['destinations'],
    queryFn: ({ signal }) =>
      apiGet('/utilisateur/alldestinations', destinationsResponseSchema, signal).then((r) => r.destinations),
    staleTime: 30 * 60_000,
  });

export const hotelQuery = (id: number) =>
  queryOptions({
    queryKey: ['hotel', id],
    queryFn: ({ signal }) =>
      apiGet(`/utilisateur/hotels/${id}`, hotelDetailResponseSchema, signal).then((r) => r.hotel),
  });
