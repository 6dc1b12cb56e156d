import {
  categoryDetailResponseSchema,
  craftsResponseSchema,
  slugParamsSchema,
  wellnessResponseSchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { CategoriesService } from './categories.service.ts';

const op = operationsOf<CategoriesService>();

/** Categories of places: crafts and wellness. */
export const CATEGORY_OPERATIONS: Operation<CategoriesService>[] = [
  op({
    path: '/artisanat',
    summary: 'The craft categories with their places under `data`',
    response: craftsResponseSchema,
    handle: async (s) => ({ data: await s.categories('craft') }),
  }),
  op({
    path: '/artisanat/{slug}',
    summary: 'One craft category under `category`',
    params: slugParamsSchema,
    response: categoryDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.category('craft', params.slug),
  }),
  op({
    path: '/medical-category',
    summary: 'The wellness categories with their places (an array)',
    response: wellnessResponseSchema,
    handle: (s) => s.categories('wellness'),
  }),
  op({
    path: '/medical-category/{slug}',
    summary: 'One wellness category under `category`',
    params: slugParamsSchema,
    response: categoryDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.category('wellness', params.slug),
  }),
];
