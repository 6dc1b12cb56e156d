import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('restaurants');
  await (isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('slug', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('destination_id', 'integer', (c) => c.notNull().references('destinations.id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('video_link', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('fax', 'varchar(32)')
    .addColumn('email', 'varchar(254)')
    .addColumn('website', 'varchar(254)')
    .addColumn('cuisine', 'varchar(32)', (c) => c.notNull())
    .addColumn('average_price_millimes', 'integer', (c) => c.notNull())
    .addColumn('seats_per_service', 'integer', (c) => c.notNull())
    .addColumn('is_special', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('restaurants_destination_idx').on('restaurants').column('destination_id').execute();
  await db.schema.createIndex('restaurants_city_idx').on('restaurants').column('city_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('restaurants').execute();
}
