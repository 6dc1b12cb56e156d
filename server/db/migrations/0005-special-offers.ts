import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/** Special offers on hotels, restaurants and guest houses, with a discount and days of validity. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('special_offers');
  await (isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('special_offers_listing_idx')
    .on('special_offers')
    .columns(['kind', 'listing_id'])
    .execute();
  await db.schema.createIndex('special_offers_end_idx').on('special_offers').column('end_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('special_offers').execute();
}
