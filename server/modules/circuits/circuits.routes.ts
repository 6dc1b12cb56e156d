import {
  circuitDetailResponseSchema,
  circuitsResponseSchema,
  placedListQuerySchema,
  slugParamsSchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { CircuitsService } from './circuits.service.ts';

const op = operationsOf<CircuitsService>();

/** Ready-made circuits. */
export const CIRCUIT_OPERATIONS: Operation<CircuitsService>[] = [
  op({
    path: '/circuits',
    summary: 'Ready-made circuits under `circuits`, by search or a destination they stop in',
    query: placedListQuerySchema,
    response: circuitsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.circuits(query),
  }),
  op({
    path: '/circuits/{slug}',
    summary: 'One circuit under `circuit`',
    params: slugParamsSchema,
    response: circuitDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.circuit(params.slug),
  }),
];
