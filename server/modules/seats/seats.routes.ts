import { idParamsSchema } from '../../../domain/contract/catalogue.ts';
import { seatAvailabilityResponseSchema } from '../../../domain/contract/seats.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { SeatsService } from './seats.service.ts';

const op = operationsOf<SeatsService>();

/** Seats left at events and activities, day by day (never cached: seats go as they are booked). */
export const SEAT_OPERATIONS: Operation<SeatsService>[] = [
  op({
    path: '/events/{id}/availability',
    summary:
      'The days an event (or weekend idea) can still be booked, from today, with the seats left on each, its seats a day, its price a seat in millimes (0: free entry) and its start time',
    params: idParamsSchema,
    response: seatAvailabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params }) => s.availability('event', params.id),
  }),
  op({
    path: '/activity/{id}/availability',
    summary: 'The same for an activity: every day until its end date, its places a day and its price a person',
    params: idParamsSchema,
    response: seatAvailabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params }) => s.availability('activity', params.id),
  }),
];
