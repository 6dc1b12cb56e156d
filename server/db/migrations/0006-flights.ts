import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The domestic flight timetable: each row a flight number flying between two airports at one
 * local time on some weekdays (ISO digits, "135" = Monday, Wednesday, Friday), with a fare per
 * cabin in millimes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = db.schema.createTable('flights');
  await (isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('number', 'varchar(8)', (c) => c.notNull().unique())
    .addColumn('from_iata', 'varchar(3)', (c) => c.notNull().references('airports.iata'))
    .addColumn('to_iata', 'varchar(3)', (c) => c.notNull().references('airports.iata'))
    .addColumn('departs', 'varchar(5)', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('weekdays', 'varchar(7)', (c) => c.notNull())
    .addColumn('economy_millimes', 'integer', (c) => c.notNull())
    .addColumn('business_millimes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flights_route_idx').on('flights').columns(['from_iata', 'to_iata']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flights').execute();
}
