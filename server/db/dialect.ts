import { type Kysely, PostgresAdapter } from 'kysely';

/** The one place that asks which SQL dialect is behind a Kysely instance. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
