import {
  availabilityResponseSchema,
  destinationStayQuerySchema,
  hotelsAvailabilityResponseSchema,
  stayParamsSchema,
  stayQuerySchema,
} from '../../../domain/contract/stays.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { StaysService } from './stays.service.ts';

const op = operationsOf<StaysService>();

/** Stays at hotels and guest houses: availability (never cached: rooms go as they are booked). */
export const STAY_OPERATIONS: Operation<StaysService>[] = [
  op({
    path: '/hotels/availability',
    summary:
      'Hotels of a destination with rooms for the whole party on every night of a stay, cheapest stay first (its true total, in millimes), 16 a page; hotels that take no booking online or have no such rooms are left out and counted',
    query: destinationStayQuerySchema,
    response: hotelsAvailabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { query, origin }) => s.destinationAvailability(query, origin),
  }),
  op({
    path: '/hotels/{id}/availability',
    summary:
      'Room types of a hotel free on every night of a stay, with their rates by board basis and the party’s total, in millimes',
    params: stayParamsSchema,
    query: stayQuerySchema,
    response: availabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params, query }) => s.availability('hotel', params.id, query),
  }),
  op({
    path: '/maison/{id}/availability',
    summary: 'The same for a guest house',
    params: stayParamsSchema,
    query: stayQuerySchema,
    response: availabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params, query }) => s.availability('maison', params.id, query),
  }),
];
