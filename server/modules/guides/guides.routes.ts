import {
  guideDetailResponseSchema,
  guidesResponseSchema,
  idParamsSchema,
  placedListQuerySchema,
  voyageDetailResponseSchema,
  voyagesResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { GuidesService } from './guides.service.ts';

const op = operationsOf<GuidesService>();

/** Tour guides and their trips. */
export const GUIDE_OPERATIONS: Operation<GuidesService>[] = [
  op({
    path: '/guide',
    summary: 'Tour guides under `guides`',
    query: placedListQuerySchema,
    response: guidesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.guides(query),
  }),
  op({
    path: '/guide/{id}',
    summary: 'One guide with trips under `guide`',
    params: idParamsSchema,
    response: guideDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.guide(params.id),
  }),
  op({
    path: '/voyages',
    summary: "Guides' trips under `voyages`, by search or departure destination",
    query: placedListQuerySchema,
    response: voyagesResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.voyages(query),
  }),
  op({
    path: '/voyages/{id}',
    summary: 'One trip under `voyage`',
    params: idParamsSchema,
    response: voyageDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.voyage(params.id),
  }),
];
