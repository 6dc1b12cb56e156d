import { type Kysely, sql } from 'kysely';

/**
 * What booking a stay needs from hotels and guest houses: each room type's lasting `key` and its
 * rates per board basis, the listing's stay policy (children's prices, tourist tax,
 * cancellation), and the rooms taken per room type and night.
 *
 * Rooms taken are keyed by the listing's slug and the room's key, not by ids: an import of the
 * catalogue gives rows new ids, and must leave what travellers booked where it was.
 */
const NO_POLICY = JSON.stringify({
  childBands: [{ minAge: 2, maxAge: 17, millimes: 0 }],
  touristTaxMillimes: 0,
  freeCancellationDays: 0,
  cancellationFeePercent: 0,
});

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rooms', 'maison_rooms']) {
    await db.schema
      .alterTable(table)
      .addColumn('key', 'varchar(120)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('rates', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    // Rows imported before rates existed: one rate at their price, under a key of their own.
    await sql`update ${sql.table(table)} set key = 'room-' || id,
      rates = '[{"board":"bed_breakfast","millimes":' || price_millimes || '}]'`.execute(db);
  }
  for (const table of ['hotels', 'maisons'])
    await db.schema
      .alterTable(table)
      .addColumn('policy', 'text', (c) => c.notNull().defaultTo(NO_POLICY))
      .execute();

  await db.schema
    .createTable('room_nights')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('listing_slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('room_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('night', 'varchar(10)', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('room_nights_pk', ['kind', 'listing_slug', 'room_key', 'night'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('room_nights').execute();
  for (const table of ['hotels', 'maisons']) await db.schema.alterTable(table).dropColumn('policy').execute();
  for (const table of ['rooms', 'maison_rooms']) {
    await db.schema.alterTable(table).dropColumn('rates').execute();
    await db.schema.alterTable(table).dropColumn('key').execute();
  }
}
