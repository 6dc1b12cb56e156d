import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Partners (issue 27): a traveller's application to be a tour guide or a partner agency, decided
 * by the operator. `details` is the JSON the form sent (domain/contract/partners.ts). Approved, the
 * partner is published as a guide or an agency whose `application_id` points back here: a catalogue
 * import carries those rows over (server/db/seed/import.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('partner_applications');
  await (isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(30)')
    .addColumn('decided_by', 'varchar(16)')
    .addUniqueConstraint('partner_applications_user_kind', ['user_id', 'kind'])
    .execute();
  await db.schema.alterTable('guides').addColumn('application_id', 'integer').execute();
  await db.schema.alterTable('agencies').addColumn('application_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agencies').dropColumn('application_id').execute();
  await db.schema.alterTable('guides').dropColumn('application_id').execute();
  await db.schema.dropTable('partner_applications').execute();
}
