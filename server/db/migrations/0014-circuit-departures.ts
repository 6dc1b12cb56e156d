import type { Kysely } from 'kysely';

/**
 * When a circuit leaves (issue 26): JSON `DepartureRule` (domain/booking/circuits.ts), weekdays
 * and places a departure; null: a circuit without departures, not bookable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('circuits').addColumn('departures', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('circuits').dropColumn('departures').execute();
}
