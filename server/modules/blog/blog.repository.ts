import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface PostsFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  slug?: string | undefined;
}

/** The blog's SQL: articles, newest first. */
export class BlogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One page of articles and how many match. */
  async page(filter: PostsFilter) {
    let q = this.db.selectFrom('articles');
    if (filter.slug) q = q.where('slug', '=', filter.slug);
    if (filter.search) {
      const term = `%${filter.search.toLowerCase()}%`;
      q = q.where((eb) => eb(eb.fn('lower', ['title']), 'like', term));
    }
    const [{ n }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      q
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.per_page)
        .offset((filter.page - 1) * filter.per_page)
        .execute(),
    ]);
    return { rows, total: Number(n) };
  }
}
