import type { Kysely } from 'kysely';
import type { Locale } from '../../../domain/locales.ts';
import type { Database } from '../../db/schema.ts';
import { toArticle } from './blog.mappers.ts';
import { BlogRepository, type PostsFilter } from './blog.repository.ts';

export interface PostsQuery extends PostsFilter {
  lang: Locale;
}

/** The blog in WordPress's REST shape (blog.routes.ts declares the call). */
export class BlogService {
  private readonly articles: BlogRepository;

  constructor(db: Kysely<Database>) {
    this.articles = new BlogRepository(db);
  }

  /** WordPress-shaped posts, newest first, and the totals WordPress sends as headers. */
  async posts(query: PostsQuery, origin: string) {
    const { rows, total } = await this.articles.page(query);
    return {
      total,
      pages: Math.ceil(total / query.per_page),
      posts: rows.map((r) => toArticle(r, query.lang, origin)),
    };
  }
}
