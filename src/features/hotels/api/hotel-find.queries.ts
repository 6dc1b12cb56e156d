import { queryOptions } from '@tanstack/react-query';
import type { StayRequest } from '../../../../domain/booking/stay.ts';
import { apiGet } from '../../../lib/api.ts';

/** The API path of the hotels of a destination free for a stay, one page of them (a live answer). */
export function hotelsAvailabilityPath(destinationId: number, stay: StayRequest, page = 1): string {
  const query = new URLSearchParams({
    destination_id: String(destinationId),
    arrival: stay.arrival,
    departure: stay.departure,
    adults: String(stay.adults),
    rooms: String(stay.rooms),
  });
  if (stay.childAges.length > 0) query.set('ages', stay.childAges.join(','));
  if (page > 1) query.set('page', String(page));
  return `/utilisateur/hotels/availability?${query}`;
}

/**
 * The hotels of a destination free for a stay, cheapest stay first: asked afresh each time (rooms
 * go as they are booked), never kept by the service worker (`isLiveApiPath`).
 */
export const hotelsAvailabilityQuery = (destinationId: number, stay: StayRequest, page: number) => {
  const path = hotelsAvailabilityPath(destinationId, stay, page);
  return queryOptions({
    queryKey: ['availability', path],
    queryFn: ({ signal }) => apiGet(path, 'hotelsAvailabilityResponseSchema', signal),
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
};
