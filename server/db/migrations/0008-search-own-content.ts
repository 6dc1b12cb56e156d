import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/** The tables migration 0004 indexed: this migration replaces those indexes, no others. */
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
 * SQLite's trigram tables keep their own copy of `search_text` and no token positions
 * (detail=none). Searches ask the index for a few rare trigrams and check the whole term with
 * instr() on the candidates (server/db/search.ts): reading that narrow copy costs far less than
 * the wide catalogue row an external-content table reads, and without positions the row lists
 * are smaller. PostgreSQL's pg_trgm index is unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of SEARCHABLE_TABLES) {
    await dropSearchTable(db, table);
    const fts = sql.id(`${table}_search`);
    const t = sql.id(table);
    await sql`create virtual table ${fts} using fts5(search_text, tokenize='trigram', detail=none)`.execute(db);
    await sql`insert into ${fts}(rowid, search_text) select id, search_text from ${t}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_ai`)} after insert on ${t} begin
      insert into ${fts}(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_ad`)} after delete on ${t} begin
      delete from ${fts} where rowid = old.id; end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_search_au`)} after update of search_text on ${t} begin
      update ${fts} set search_text = new.search_text where rowid = old.id; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of SEARCHABLE_TABLES) {
    await dropSearchTable(db, table);
    await createExternalContentTable(db, table);
  }
}

/** SQLite's trigram table as migration 0004 made it (copied, not imported: a migration is history). */
async function createExternalContentTable(db: Kysely<unknown>, table: string) {
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

async function dropSearchTable(db: Kysely<unknown>, table: string) {
  for (const suffix of ['ai', 'ad', 'au'])
    await sql`drop trigger if exists ${sql.id(`${table}_search_${suffix}`)}`.execute(db);
  await sql`drop table if exists ${sql.id(`${table}_search`)}`.execute(db);
}
