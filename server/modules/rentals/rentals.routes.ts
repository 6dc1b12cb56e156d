import type * as z from 'zod/mini';
import type { RentalKind } from '../../../domain/booking/kinds.ts';
import {
  busReservationBodySchema,
  rentalReservationResponseSchema,
  vehicleReservationBodySchema,
} from '../../../domain/contract/rentals.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { RentalRequest, RentalsService } from './rentals.service.ts';

const op = operationsOf<RentalsService>();

const limits = [{ per: 'account' as const, max: 20, windowMs: 60_000 }];

/** One kind's rental call: the same for a car and a bus, each naming its vehicle in its own field. */
const rentalOperation = <B extends z.ZodMiniType>(
  kind: RentalKind,
  call: { path: string; summary: string; body: B; request: (body: z.infer<B>) => RentalRequest },
) =>
  op({
    method: 'post',
    path: call.path,
    summary: call.summary,
    auth: 'required',
    body: call.body,
    response: rentalReservationResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
    limits,
    handle: (s, { auth, body, requestHeader }) =>
      s.reserve(auth!, kind, call.request(body), requestHeader('accept-language'), requestHeader('idempotency-key')),
  });

/** Renting a car or a bus (spec §7): exactly the spec's calls, bodies and answers. */
export const RENTAL_OPERATIONS: Operation<RentalsService>[] = [
  rentalOperation('vehicle', {
    path: '/vehicles/reservations',
    summary:
      'Rents a car from `from` to `to` (days included), paid at pickup: recorded at once and sent to the renter, who answers by e-mail. 409 when the total differs (`total` is the right one) or the car is taken on one of the days; `message` in the traveller’s language (Accept-Language)',
    body: vehicleReservationBodySchema,
    request: (body) => ({ ...body, vehicleId: body.vehicle_id }),
  }),
  rentalOperation('bus', {
    path: '/bus/reservations',
    summary: 'Rents a bus, as `/vehicles/reservations` does a car (`bus_id`)',
    body: busReservationBodySchema,
    request: (body) => ({ ...body, vehicleId: body.bus_id }),
  }),
];
