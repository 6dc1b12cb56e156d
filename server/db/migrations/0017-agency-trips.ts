import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Partner agencies write trips too (issue 27): a voyage is led by a guide or by an agency, so
 * `guide_id` may be null and `agency_id` names the agency. PostgreSQL drops the constraint in
 * place; SQLite cannot, so the table is rebuilt from its own definition (same columns, ids,
 * indexes and search triggers; nothing references voyages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table voyages alter column guide_id drop not null`.execute(db);
    await sql`alter table voyages add column agency_id integer references agencies (id) on delete cascade`.execute(db);
    await sql`create index voyages_agency_id_idx on voyages (agency_id)`.execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'voyages' and type in ('table', 'index', 'trigger')`.execute(
    db,
  );
  const table = rows.find((r) => r.type === 'table')!.sql!;
  const rebuilt = table
    .replace(/^create table "?voyages"?/i, 'create table "voyages_rebuilt"')
    .replace(/("guide_id" integer) not null/i, '$1');
  if (rebuilt === table || /"guide_id" integer not null/i.test(rebuilt))
    throw new Error('voyages: unexpected definition, not rebuilt');
  const columns = (await sql<{ name: string }>`select name from pragma_table_info('voyages')`.execute(db)).rows
    .map((c) => sql.id(c.name))
    .reduce((all, c) => sql`${all}, ${c}`);
  await sql.raw(rebuilt).execute(db);
  await sql`insert into voyages_rebuilt (${columns}) select ${columns} from voyages`.execute(db);
  await sql`drop table voyages`.execute(db);
  await sql`alter table voyages_rebuilt rename to voyages`.execute(db);
  for (const r of rows) if (r.type !== 'table' && r.sql) await sql.raw(r.sql).execute(db);
  await sql`alter table voyages add column agency_id integer references agencies (id) on delete cascade`.execute(db);
  await sql`create index voyages_agency_id_idx on voyages (agency_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index voyages_agency_id_idx`.execute(db);
  await db.schema.alterTable('voyages').dropColumn('agency_id').execute();
}
