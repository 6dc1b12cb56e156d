import {
  availabilityQuerySchema,
  availableVehiclesResponseSchema,
  carsPageResponseSchema,
  idParamsSchema,
  MAX_RENTAL_DAYS,
  placedPageQuerySchema,
  vehicleDetailResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { daysInclusive, tunisiaDateTime } from '../../../domain/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { VehiclesService } from './vehicles.service.ts';

const op = operationsOf<VehiclesService>();

const rentalDates = (q: { from: string; to: string }) => {
  const days = daysInclusive(q.from, q.to);
  const today = tunisiaDateTime(new Date()).slice(0, 10);
  if (Number.isNaN(days) || days < 1 || days > MAX_RENTAL_DAYS || q.from < today)
    throw new HttpError(
      400,
      'invalid_dates',
      `"from" must be today or later, and "to" a real date on or after it, at most ${MAX_RENTAL_DAYS} days later.`,
    );
};

/** The cars or buses free on a rental's days: rentals change it, so it is never cached. */
const freeVehicles = (kind: 'car' | 'bus', path: string, summary: string) =>
  op({
    path,
    summary,
    live: true,
    query: availabilityQuerySchema,
    response: availableVehiclesResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => {
      rentalDates(query);
      return s.available(kind, query, origin);
    },
  });

/** Rental cars and buses. */
export const VEHICLE_OPERATIONS: Operation<VehiclesService>[] = [
  op({
    path: '/allcars',
    summary: 'Rental cars, 15 a page under `cars`, cheapest first',
    query: placedPageQuerySchema,
    response: carsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.carsPage(query, origin),
  }),
  freeVehicles(
    'car',
    '/vehicles',
    'Cars free from `from` to `to` (days included), with the rental price, under `data` (paging)',
  ),
  freeVehicles('bus', '/bus', 'Buses free from `from` to `to`, with the rental price, under `data` (paging)'),
  op({
    path: '/vehicle/{id}',
    summary: 'One car or bus under `vehicle`',
    params: idParamsSchema,
    response: vehicleDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.vehicle(params.id),
  }),
];
