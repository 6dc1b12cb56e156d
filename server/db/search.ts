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
  const folded = normalizeSearch(term);
  if (isPostgres(db as Kysely<unknown>)) {
    const like = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${like}`;
  }
  // GLOB, not LIKE: the folded text is lower-case already, and FTS5 uses its index for GLOB
  // patterns whose wildcards are escaped as character classes (an ESCAPE clause would defeat it).
  const glob = `*${folded.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.id(`${table}_search`)} where search_text glob ${glob})`;
}
