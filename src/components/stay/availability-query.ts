import { queryOptions } from '@tanstack/react-query';
import type { StayRequest } from '../../../domain/booking/stay.ts';
import { apiGet } from '../../lib/api.ts';

export type StayKind = 'hotel' | 'maison';

/** Each stay kind's section of the API (spec §2: `hotels/{id}`, `maison/{id}`). */
const LISTING_SECTION: Record<StayKind, string> = { hotel: 'hotels', maison: 'maison' };
const listingPath = (kind: StayKind, id: number) => `/utilisateur/${LISTING_SECTION[kind]}/${id}`;

/** The API path of a stay's availability (a live answer: never cached by the service worker). */
export function availabilityPath(kind: StayKind, id: number, stay: StayRequest): string {
  const query = new URLSearchParams({
    arrival: stay.arrival,
    departure: stay.departure,
    adults: String(stay.adults),
    rooms: String(stay.rooms),
  });
  if (stay.childAges.length > 0) query.set('ages', stay.childAges.join(','));
  return `${listingPath(kind, id)}/availability?${query}`;
}

/** Rooms free for a stay: asked afresh each time (rooms go as they are booked). */
export const availabilityQuery = (kind: StayKind, id: number, stay: StayRequest) => {
  const path = availabilityPath(kind, id, stay);
  return queryOptions({
    queryKey: ['availability', path],
    queryFn: ({ signal }) => apiGet(path, 'availabilityResponseSchema', signal),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
};
