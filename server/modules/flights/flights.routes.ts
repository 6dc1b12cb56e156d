import { airportsResponseSchema } from '../../../domain/contract/catalogue.ts';
import { flightSearchQuerySchema, flightSearchResponseSchema } from '../../../domain/contract/flights.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { FlightsService } from './flights.service.ts';

const op = operationsOf<FlightsService>();

export const FLIGHT_OPERATIONS: Operation<FlightsService>[] = [
  op({
    path: '/airport',
    summary: 'Airports of Tunisia (IATA codes) under `airports`',
    response: airportsResponseSchema,
    handle: (s) => s.airports(),
  }),
  op({
    path: '/flights',
    summary:
      'Timetabled flights from `from` to `to` on `date` (and back on `return`), earliest first, priced for `cabin` and `passengers`',
    query: flightSearchQuerySchema,
    response: flightSearchResponseSchema,
    errors: [400, 404],
    handle: (s, { query }) => s.search(query),
  }),
];
