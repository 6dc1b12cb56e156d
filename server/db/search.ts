import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { normalizeSearch } from '../../domain/text.ts';
import { isPostgres } from './dialect.ts';
import { trigramStatistics } from './trigram-statistics.ts';

/**
 * Every table with a folded `search_text` and a trigram index. Migrations keep their own copy of
 * the list as it was (0004, 0008): a table added here needs a migration that indexes it.
 */
export const SEARCHABLE_TABLES = [
  'hotels',
  'restaurants',
  'maisons',
  'events',
  'activities',
  'museums',
  'monuments',
  'festivals',
  'guides',
  'voyages',
  'circuits',
  'agencies',
  'videos',
] as const;

export type SearchableTable = (typeof SEARCHABLE_TABLES)[number];

/**
 * Accent- and case-insensitive substring search, identical on SQLite and PostgreSQL: rows keep a
 * folded `search_text` (domain/text.ts) and the term is folded the same way. A trigram index
 * answers it: pg_trgm on PostgreSQL (migration 0004), an FTS5 trigram table on SQLite (0008).
 */
export function matchesSearch<DB>(db: Kysely<DB>, table: SearchableTable, term: string): Expression<SqlBool> {
  const folded = normalizeSearch(term);
  if (isPostgres(db as Kysely<unknown>)) {
    const like = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<SqlBool>`${sql.ref(`${table}.search_text`)} like ${like}`;
  }
  // The index narrows the rows to those holding the term's most selective trigrams; instr() then checks
  // the whole term on those few (FTS5 takes no part in instr, so it cannot widen the lookup).
  // A term under three characters has no trigram: every row is checked.
  const fts = sql.id(`${table}_search`);
  const trigrams = trigramStatistics(db).selective(table, folded);
  const contains = sql<SqlBool>`instr(search_text, ${folded}) > 0`;
  const candidates =
    trigrams.length === 0
      ? sql`select rowid from ${fts} where ${contains}`
      : sql`select rowid from ${fts} where ${fts} match ${ftsAll(trigrams)} and ${contains}`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (${candidates})`;
}

/** An FTS5 query for rows holding every one of `trigrams`, each quoted as a literal string. */
function ftsAll(trigrams: string[]): string {
  return trigrams.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
}

/**
 * Merges each SQLite trigram index into one segment, after a bulk load (an import, the bench's
 * generated hotels). Rows inserted in batches leave the index in many segments, and every term of a
 * search is looked up in each: at 100,000 hotels, merging halved a distinct search's time in SQLite
 * (65 → 32 µs for the index lookup, the read worker's CPU per search 210 → 135 µs). Writes made
 * later are merged by FTS5 as it goes. PostgreSQL's GIN index needs nothing of the kind.
 */
export async function compactSearchIndexes<DB>(db: Kysely<DB>): Promise<void> {
  if (isPostgres(db as Kysely<unknown>)) return;
  for (const table of SEARCHABLE_TABLES) {
    const fts = sql.id(`${table}_search`);
    await sql`insert into ${fts}(${fts}) values ('optimize')`.execute(db);
  }
}
