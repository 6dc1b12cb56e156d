import { slugParamsSchema } from '../../../domain/contract/catalogue.ts';
import { departuresResponseSchema, voyageDeparturesResponseSchema } from '../../../domain/contract/departures.ts';
import { tripIdParamsSchema } from '../../../domain/contract/partners.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { DeparturesService } from './departures.service.ts';

const op = operationsOf<DeparturesService>();

/** Circuits' and guides' trips' departures and their places (never cached: places go as they are booked). */
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
  op({
    path: '/voyages/{id}/availability',
    summary:
      'A guide’s published trip: its departures open to booking (from tomorrow) with their capacity and the places left, its price tiers a person and its length in days',
    params: tripIdParamsSchema,
    response: voyageDeparturesResponseSchema,
    errors: [400, 404],
    live: true,
    handle: (s, { params }) => s.voyageAvailability(params.id),
  }),
];
