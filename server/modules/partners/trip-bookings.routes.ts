import {
  departureCancelledResponseSchema,
  departureParamsSchema,
  tripAnswerBodySchema,
  tripBookingParamsSchema,
  tripBookingResponseSchema,
  tripBookingsResponseSchema,
} from '../../../domain/contract/partners.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { TripBookingsService } from './trip-bookings.service.ts';

const op = operationsOf<TripBookingsService>();

/** A partner guide's bookings: listed and answered from their space (spec §4). */
export const TRIP_BOOKING_OPERATIONS: Operation<TripBookingsService>[] = [
  op({
    path: '/partners/bookings',
    summary:
      'The bookings of the signed-in guide’s trips (awaiting their answer, accepted, rejected, cancelled), soonest departure first, with each traveller and paid state. 403 `not_a_partner`',
    auth: 'required',
    live: true,
    response: tripBookingsResponseSchema,
    errors: [401, 403],
    handle: (s, { auth }) => s.bookings(auth!),
  }),
  op({
    method: 'post',
    path: '/partners/bookings/{line}/answer',
    summary:
      'The guide accepts a booking of their trip, or rejects it with a reason sent to the traveller (refunded). Send an Idempotency-Key: the same answer again changes nothing; 409 `already_answered`, or `answer_too_late` once the deadline refused it',
    auth: 'required',
    params: tripBookingParamsSchema,
    body: tripAnswerBodySchema,
    response: tripBookingResponseSchema,
    errors: [400, 401, 403, 404, 409, 429],
    limits: [{ per: 'account', max: 60, windowMs: 60_000 }],
    handle: (s, { auth, params, body, requestHeader }) =>
      s.answer(auth!, params.line, body, requestHeader('idempotency-key')),
  }),
  op({
    method: 'post',
    path: '/partners/trips/{id}/departures/{date}/cancel',
    summary:
      'The guide cancels one departure of their trip: it is no longer booked, and every party on it is cancelled, refunded in full and e-mailed; answers how many',
    auth: 'required',
    params: departureParamsSchema,
    response: departureCancelledResponseSchema,
    errors: [400, 401, 403, 404, 429],
    limits: [{ per: 'account', max: 30, windowMs: 60_000 }],
    handle: (s, { auth, params }) => s.cancelDeparture(auth!, params.id, params.date),
  }),
];
