import {
  festivalDetailResponseSchema,
  festivalsResponseSchema,
  idParamsSchema,
  monumentDetailResponseSchema,
  monumentsResponseSchema,
  museumDetailResponseSchema,
  museumsPageResponseSchema,
  placedListQuerySchema,
  placedPageQuerySchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { HeritageService } from './heritage.service.ts';

const op = operationsOf<HeritageService>();

/** Heritage: museums, monuments and sites, festivals. */
export const HERITAGE_OPERATIONS: Operation<HeritageService>[] = [
  op({
    path: '/musees',
    summary: 'Museums, 15 a page under `musees`',
    query: placedPageQuerySchema,
    response: museumsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.museumPage(query, origin),
  }),
  op({
    path: '/musees/{id}',
    summary: 'One museum under `musee`',
    params: idParamsSchema,
    response: museumDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.museum(params.id),
  }),
  op({
    path: '/monument',
    summary: 'Monuments and sites under `monuments`',
    query: placedListQuerySchema,
    response: monumentsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.monuments(query),
  }),
  op({
    path: '/monument/{id}',
    summary: 'One monument under `monument`',
    params: idParamsSchema,
    response: monumentDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.monument(params.id),
  }),
  op({
    path: '/festival',
    summary: 'Festivals with their editions under `festivals`',
    query: placedListQuerySchema,
    response: festivalsResponseSchema,
    errors: [400],
    handle: (s, { query }) => s.festivals(query),
  }),
  op({
    path: '/festival/{id}',
    summary: 'One festival with its editions under `festival`',
    params: idParamsSchema,
    response: festivalDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.festival(params.id),
  }),
];
