import { airportsResponseSchema } from '../../../domain/contract/catalogue.ts';
import {
  flightRoutesResponseSchema,
  flightSearchQuerySchema,
  flightSearchResponseSchema,
} from '../../../domain/contract/flights.ts';
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
    path: '/flights/routes',
    summary: 'The routes flown: each pair of airports (`from`, `to`) with at least one timetabled flight, one way',
    response: flightRoutesResponseSchema,
    handle: (s) => s.routes(),
  }),
  op({
    path: '/flights',
    summary:
      'Timetabled flights from `from` to `to` on `date` (and back on `return`), earliest first, priced for `cabin` and `passengers`; a leg without flight that day gives the nearby days (3 before, 3 after) that have one, with their lowest fare. A pair of airports with no route has no flight on any day',
    query: flightSearchQuerySchema,
    response: flightSearchResponseSchema,
    errors: [400, 404],
    handle: (s, { query }) => s.search(query),
  }),
];
