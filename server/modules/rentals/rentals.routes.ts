import {
  busReservationBodySchema,
  rentalReservationResponseSchema,
  vehicleReservationBodySchema,
} from '../../../domain/contract/rentals.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { RentalsService } from './rentals.service.ts';

const op = operationsOf<RentalsService>();

const limits = [{ per: 'account' as const, max: 20, windowMs: 60_000 }];

/** Renting a car or a bus (spec §7): exactly the spec's calls, bodies and answers. */
export const RENTAL_OPERATIONS: Operation<RentalsService>[] = [
  op({
    method: 'post',
    path: '/vehicles/reservations',
    summary:
      'Rents a car from `from` to `to` (days included), paid at pickup: recorded at once and sent to the renter, who answers by e-mail. 409 when the total differs (`total` is the right one) or the car is taken on one of the days; `message` in the traveller’s language (Accept-Language)',
    auth: 'required',
    body: vehicleReservationBodySchema,
    response: rentalReservationResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    limits,
    handle: (s, { auth, body, requestHeader }) =>
      s.reserve(
        auth!,
        'vehicle',
        { ...body, vehicleId: body.vehicle_id },
        requestHeader('accept-language'),
        requestHeader('idempotency-key'),
      ),
  }),
  op({
    method: 'post',
    path: '/bus/reservations',
    summary: 'Rents a bus, as `/vehicles/reservations` does a car (`bus_id`)',
    auth: 'required',
    body: busReservationBodySchema,
    response: rentalReservationResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    limits,
    handle: (s, { auth, body, requestHeader }) =>
      s.reserve(
        auth!,
        'bus',
        { ...body, vehicleId: body.bus_id },
        requestHeader('accept-language'),
        requestHeader('idempotency-key'),
      ),
  }),
];
