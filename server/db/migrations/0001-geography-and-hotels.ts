import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

// Portable DDL: `serial` on PostgreSQL, `integer primary key autoincrement` on SQLite.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    postgres
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('states'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('iso', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('destinations'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('cities'))
    .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('destination_id', 'integer', (c) => c.notNull().references('destinations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('hotels'))
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
    .addColumn('stars', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('facilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_special', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hotels_destination_idx').on('hotels').column('destination_id').execute();

  await id(db.schema.createTable('rooms'))
    .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotels.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_capacity', 'integer', (c) => c.notNull())
    .addColumn('min_nights', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price_millimes', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rooms_hotel_price_idx').on('rooms').columns(['hotel_id', 'price_millimes']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rooms', 'hotels', 'cities', 'destinations', 'states']) {
    await db.schema.dropTable(table).execute();
  }
}
