import { offersQuerySchema, offersResponseSchema } from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { OffersService } from './offers.service.ts';

const op = operationsOf<OffersService>();

export const OFFER_OPERATIONS: Operation<OffersService>[] = [
  op({
    path: '/offers',
    summary: 'Special offers valid now or later, under `offers`, by kind, listing or destination',
    query: offersQuerySchema,
    response: offersResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.offers(query),
  }),
];
