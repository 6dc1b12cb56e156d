import {
  citiesResponseSchema,
  destinationsResponseSchema,
  statesResponseSchema,
} from '../../../domain/contract/geography.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { GeographyService } from './geography.service.ts';

const op = operationsOf<GeographyService>();

export const GEOGRAPHY_OPERATIONS: Operation<GeographyService>[] = [
  op({ path: '/states', summary: 'The 24 governorates', response: statesResponseSchema, handle: (s) => s.states() }),
  op({
    path: '/alldestinations',
    summary: 'Destinations',
    response: destinationsResponseSchema,
    handle: (s) => s.destinations(),
  }),
  op({ path: '/city', summary: 'Cities', response: citiesResponseSchema, handle: (s) => s.cities() }),
];
