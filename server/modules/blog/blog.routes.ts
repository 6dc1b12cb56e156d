import { postsQuerySchema, postsResponseSchema } from '../../../domain/contract/catalogue.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { BlogService } from './blog.service.ts';

const op = operationsOf<BlogService>();

export const BLOG_OPERATIONS: Operation<BlogService>[] = [
  // WordPress's posts endpoint, so the client reads our blog or a real WordPress the same way.
  op({
    path: '/wp/v2/posts',
    summary:
      'Blog articles in the WordPress REST shape, newest first, in `lang`; totals in the X-WP-Total and X-WP-TotalPages headers',
    query: postsQuerySchema,
    response: postsResponseSchema,
    errors: [400],
    // Its totals go in headers, which the response cache does not keep.
    cache: false,
    handle: async (s, { query, origin, header }) => {
      const { posts, total, pages } = await s.posts(query, origin);
      header('x-wp-total', String(total));
      header('x-wp-totalpages', String(pages));
      return posts;
    },
  }),
];
