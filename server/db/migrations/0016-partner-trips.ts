import { type Kysely, sql } from 'kysely';

/**
 * Partners' trips (issue 27) are voyages: `application_id` names the partner who wrote it (null:
 * the catalogue's own), `status` is `draft` until published, `draft` keeps what the partner wrote
 * (domain/partner-trips.ts) from which the public columns are made, `meeting_point` is JSON
 * `{lat, lng}` and `departures` JSON `[{date, capacity}]`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voyages').addColumn('application_id', 'integer').execute();
  await db.schema
    .alterTable('voyages')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo(sql`'published'`))
    .execute();
  await db.schema.alterTable('voyages').addColumn('draft', 'text').execute();
  await db.schema.alterTable('voyages').addColumn('meeting_point', 'text').execute();
  await db.schema.alterTable('voyages').addColumn('departures', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['departures', 'meeting_point', 'draft', 'status', 'application_id'])
    await db.schema.alterTable('voyages').dropColumn(column).execute();
}
