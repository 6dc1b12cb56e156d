import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { matchesSearch } from '../../db/search.ts';

export interface VideosFilter {
  search?: string | undefined;
  type?: string | undefined;
}

/** The videos' SQL. */
export class VideosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One page of videos and how many match. */
  async page(filter: VideosFilter, window: { limit: number; offset: number }) {
    let q = this.db.selectFrom('videos');
    if (filter.search) q = q.where(matchesSearch(this.db, 'videos', filter.search));
    if (filter.type) q = q.where('type', '=', filter.type);
    const [{ n }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('id').limit(window.limit).offset(window.offset).execute(),
    ]);
    return { rows, total: Number(n) };
  }

  bySlug(slug: string) {
    return this.db.selectFrom('videos').selectAll().where('slug', '=', slug).executeTakeFirst();
  }
}
