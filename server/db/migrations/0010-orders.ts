import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Orders and their lines (one stay each), and every move between their states (issue 24).
 * A line keeps a copy of what was sold (`snapshot`): a later change or import of the catalogue
 * cannot alter or orphan it; it names its listing by kind and slug, like `room_nights`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (name: string) => {
    const table = db.schema.createTable(name);
    return isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await id('orders')
    .addColumn('reference', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total_millimes', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('TND'))
    .addColumn('hold_expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_status_hold_idx').on('orders').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();

  await id('order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('listing_slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('arrival', 'varchar(10)', (c) => c.notNull())
    .addColumn('departure', 'varchar(10)', (c) => c.notNull())
    .addColumn('total_millimes', 'integer', (c) => c.notNull())
    /** JSON `[{ room, board, quantity }]`: the rooms this line takes on each of its nights. */
    .addColumn('rooms', 'text', (c) => c.notNull())
    /** JSON: what was sold, as it was (names, rooms, rates, quote lines, terms, contact). */
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
  await db.schema
    .createIndex('order_lines_listing_idx')
    .on('order_lines')
    .columns(['kind', 'listing_slug', 'status'])
    .execute();

  await id('order_events')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('line_id', 'integer')
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)')
    .addColumn('data', 'text')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_events', 'order_lines', 'orders']) await db.schema.dropTable(table).execute();
}
