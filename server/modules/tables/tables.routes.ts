import { restaurantIdParamsSchema } from '../../../domain/contract/restaurants.ts';
import {
  destinationTablesResponseSchema,
  tableAvailabilityResponseSchema,
  tableDestinationQuerySchema,
  tableQuerySchema,
} from '../../../domain/contract/tables.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { TablesService } from './tables.service.ts';

const op = operationsOf<TablesService>();

/** Tables at restaurants, slot by slot (never cached: seats go as they are booked). */
export const TABLE_OPERATIONS: Operation<TablesService>[] = [
  op({
    path: '/restaurants/availability',
    summary:
      'The bookable restaurants of a destination with a table for `people` on `date`, each with the arrival times (HH:MM, Tunisia) that still seat the party; `unavailable` counts the others',
    query: tableDestinationQuerySchema,
    response: destinationTablesResponseSchema,
    errors: [400],
    live: true,
    handle: (s, { query }) => s.destination(query),
  }),
  op({
    path: '/restaurants/{id}/availability',
    summary:
      'The arrival times a restaurant still seats on `date` (from its opening hours, an hour’s notice at least), with the seats left in each slot; no times when it takes no booking online',
    params: restaurantIdParamsSchema,
    query: tableQuerySchema,
    response: tableAvailabilityResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params, query }) => s.availability(params.id, query),
  }),
];
