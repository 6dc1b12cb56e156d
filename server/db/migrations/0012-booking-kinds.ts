import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Every kind of domain/booking/kinds.ts fits the columns that name a line's or a unit's kind
 * (`restaurant` has ten letters). SQLite does not enforce a varchar's length: only PostgreSQL
 * needs the change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of ['order_lines', 'room_nights'])
    await db.schema
      .alterTable(table)
      .alterColumn('kind', (c) => c.setDataType('varchar(16)'))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of ['order_lines', 'room_nights'])
    await db.schema
      .alterTable(table)
      .alterColumn('kind', (c) => c.setDataType('varchar(8)'))
      .execute();
}
