import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The banners' SQL. */
export class BannersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every banner, by group then position. */
  all() {
    return this.db.selectFrom('banners').selectAll().orderBy('group_no').orderBy('position').execute();
  }
}
