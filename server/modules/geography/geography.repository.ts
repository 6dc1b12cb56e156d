import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class GeographyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  states() {
    return this.db.selectFrom('states').selectAll().orderBy('id').execute();
  }

  destinations() {
    return this.db.selectFrom('destinations').selectAll().orderBy('id').execute();
  }

  cities() {
    return this.db.selectFrom('cities').selectAll().orderBy('id').execute();
  }

  /** A governorate by numeric id or by slug, as the `{state}` path segment may carry either. */
  findState(idOrSlug: string) {
    const q = this.db.selectFrom('states').selectAll();
    return /^\d+$/.test(idOrSlug)
      ? q.where('id', '=', Number(idOrSlug)).executeTakeFirst()
      : q.where('slug', '=', idOrSlug.toLowerCase()).executeTakeFirst();
  }
}
