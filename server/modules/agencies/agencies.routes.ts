import * as z from 'zod/mini';
import {
  agenciesQuerySchema,
  agenciesResponseSchema,
  agencyDetailResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { AgenciesService } from './agencies.service.ts';

const op = operationsOf<AgenciesService>();

/** Travel agencies and their partner hotels. */
export const AGENCY_OPERATIONS: Operation<AgenciesService>[] = [
  op({
    path: '/allagencies',
    summary: 'Travel agencies: a plain list, by status, city, destination or search',
    query: agenciesQuerySchema,
    response: agenciesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.agencies(query),
  }),
  op({
    path: '/agencies/{slug}',
    summary: 'One agency with its partner hotels under `agency`',
    params: z.object({ slug: z.string().check(z.regex(/^[a-z0-9-]{1,128}$/)) }),
    response: agencyDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.agency(params.slug),
  }),
];
