import { slugParamsSchema } from '../../../domain/contract/catalogue.ts';
import { departuresResponseSchema } from '../../../domain/contract/departures.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { DeparturesService } from './departures.service.ts';

const op = operationsOf<DeparturesService>();

/** Circuits' departures and their places (never cached: places go as they are booked). */
export const DEPARTURE_OPERATIONS: Operation<DeparturesService>[] = [
  op({
    path: '/circuits/{slug}/availability',
    summary:
      'A circuit’s departures open to booking (from three days ahead, for six months) with the places left on each, its price a person in a shared room, its single supplement and its length in days (no departures: not bookable)',
    params: slugParamsSchema,
    response: departuresResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params }) => s.availability(params.slug),
  }),
];
