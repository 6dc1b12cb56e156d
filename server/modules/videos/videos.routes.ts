import {
  slugParamsSchema,
  videoDetailResponseSchema,
  videosPageResponseSchema,
  videosQuerySchema,
} from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { VideosService } from './videos.service.ts';

const op = operationsOf<VideosService>();

export const VIDEO_OPERATIONS: Operation<VideosService>[] = [
  op({
    path: '/videos',
    summary: 'Videos, 8 a page under `videos`, by type or search',
    query: videosQuerySchema,
    response: videosPageResponseSchema,
    errors: [400],
    handle: (s, { query, origin }) => s.videoPage(query, origin),
  }),
  op({
    path: '/videos/{slug}',
    summary: 'One video under `video`',
    params: slugParamsSchema,
    response: videoDetailResponseSchema,
    errors: [400, 404],
    handle: (s, { params }) => s.video(params.slug),
  }),
];
