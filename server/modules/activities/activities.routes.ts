import {
  activitiesListResponseSchema,
  activitiesPageResponseSchema,
  activityDetailResponseSchema,
  idParamsSchema,
  placedPageQuerySchema,
} from '../../../domain/contract/catalogue.ts';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { ActivitiesService } from './activities.service.ts';

const op = operationsOf<ActivitiesService>();

/** Activities. */
export const ACTIVITY_OPERATIONS: Operation<ActivitiesService>[] = [
  op({
    path: '/allactivity',
    summary: 'Activities, 15 a page under `activety`, by city (`city_id`), destination or search',
    query: placedPageQuerySchema,
    response: activitiesPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.activityPage(query, origin),
  }),
  op({
    path: '/activetybystate/{state}',
    summary: 'Activities of a governorate under `activety.data`',
    params: stateParamsSchema,
    response: activitiesListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.activitiesByState(params.state),
  }),
  op({
    path: '/activity/{id}',
    summary: 'One activity under `activety`',
    params: idParamsSchema,
    response: activityDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.activity(params.id),
  }),
];
