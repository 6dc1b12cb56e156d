import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { normalizeSearch } from '../../domain/text.ts';
import { isPostgres } from './dialect.ts';
import type { SEARCHABLE_TABLES } from './migrations/0004-search-index.ts';

export type SearchableTable = (typeof SEARCHABLE_TABLES)[number];

/**
 * Accent- and case-insensitive substring search, identical on SQLite and PostgreSQL: rows keep a
 * folded `search_text` (domain/text.ts) and the term is folded the same way. A trigram index
 * answers it (migration 0004): pg_trgm on PostgreSQL, an FTS5 trigram table on SQLite.
 */
export function matchesSearch<DB>(db: Kysely<DB>, table: SearchableTable, term: string): Expression<SqlBool> {
  // LIKE wildcards in the term are searched as spaces: an ESCAPE clause would keep SQLite off the index.
  const pattern = `%${normalizeSearch(term).replace(/[\\%_]/g, ' ')}%`;
  if (isPostgres(db as Kysely<unknown>)) return sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${pattern}`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.id(`${table}_search`)} where search_text like ${pattern})`;
}
