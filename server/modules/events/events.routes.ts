import {
  eventDetailResponseSchema,
  eventsListResponseSchema,
  eventsPageQuerySchema,
  eventsPageResponseSchema,
  idParamsSchema,
} from '../../../domain/contract/catalogue.ts';
import { stateParamsSchema } from '../../../domain/contract/geography.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { EventsService } from './events.service.ts';

const op = operationsOf<EventsService>();

/** Events and weekend ideas. */
export const EVENT_OPERATIONS: Operation<EventsService>[] = [
  op({
    path: '/allevent',
    summary:
      'Events, 15 a page under `events`, soonest first, each with its status (past, in_progress, upcoming); `status` keeps one',
    query: eventsPageQuerySchema,
    response: eventsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.eventPage('event', query, origin),
  }),
  op({
    path: '/weekend',
    summary: 'Weekend ideas, 15 a page under `events`',
    query: eventsPageQuerySchema,
    response: eventsPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.eventPage('weekend', query, origin),
  }),
  op({
    path: '/eventsbystate/{state}',
    summary: 'Events and weekend ideas of a governorate under `events.data`',
    params: stateParamsSchema,
    response: eventsListResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.eventsByState(params.state),
  }),
  op({
    path: '/event/{id}',
    summary: 'One event or weekend idea under `event`',
    params: idParamsSchema,
    response: eventDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.event(params.id),
  }),
];
