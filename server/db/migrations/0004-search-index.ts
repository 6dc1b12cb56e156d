import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/** The tables with a folded `search_text` when this migration was written (server/db/search.ts has today's list). */
const SEARCHABLE_TABLES = [
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

/**
 * Substring search without a full scan: a trigram index on `search_text`. PostgreSQL: pg_trgm's
 * GIN index, which `LIKE '%term%'` uses as it is. SQLite: an FTS5 trigram table per searchable
 * table (`<table>_search`, external content, kept in step by triggers), queried with LIKE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of SEARCHABLE_TABLES)
      await sql`create index ${sql.id(`${table}_search_trgm`)} on ${sql.id(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    return;
  }
  for (const table of SEARCHABLE_TABLES) {
    const fts = sql.id(`${table}_search`);
    const t = sql.id(table);
    await sql`create virtual table ${fts} using fts5(search_text, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_ai`)} after insert on ${t} begin
      insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_ad`)} after delete on ${t} begin
      insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_au`)} after update of search_text on ${t} begin
      insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SEARCHABLE_TABLES) {
    if (isPostgres(db)) {
      await sql`drop index ${sql.id(`${table}_search_trgm`)}`.execute(db);
      continue;
    }
    for (const suffix of ['ai', 'ad', 'au']) await sql`drop trigger ${sql.id(`${table}_search_${suffix}`)}`.execute(db);
    await sql`drop table ${sql.id(`${table}_search`)}`.execute(db);
  }
}
