import type { Kysely } from 'kysely';

/**
 * A restaurant's opening hours and seats per time slot (issue 26: tables are booked online). JSON
 * `OpeningHours` (domain/booking/tables.ts); null: the usual hours of its kind of place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('restaurants').addColumn('opening_hours', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('restaurants').dropColumn('opening_hours').execute();
}
