import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Travellers' accounts: users (argon2id password hashes), sessions and password-reset tokens
 * (only SHA-256 hashes of the random tokens are stored), and contact messages (kept even when the
 * e-mail to the operator fails). Instants are ISO strings in UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = <T extends string>(table: CreateTableBuilder<T>) =>
    isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId(db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('title', 'varchar(8)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('birth_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(80)', (c) => c.notNull())
    .addColumn('phone', 'varchar(24)', (c) => c.notNull())
    .addColumn('zip_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('country', 'varchar(60)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('password_resets'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();

  await withId(db.schema.createTable('contact_messages'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(150)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'password_resets', 'sessions', 'users'])
    await db.schema.dropTable(table).execute();
}
