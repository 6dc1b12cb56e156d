import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Payment (issue 24): each attempt at the gateway, refunds, the e-mail outbox, what the hotel must
 * answer by, and the built-in sandbox gateway's own record of its payments. An order keeps the
 * language it was placed in: its e-mails and payment pages speak it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (name: string) => {
    const table = db.schema.createTable(name);
    return isPostgres(db)
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await db.schema
    .alterTable('orders')
    .addColumn('locale', 'varchar(5)', (c) => c.notNull().defaultTo('fr'))
    .execute();
  // The attempt whose verified payment the order was settled with (refunds go back through it).
  await db.schema.alterTable('orders').addColumn('paid_attempt_id', 'integer').execute();
  // When a paid line is refused for want of an answer (null until paid).
  await db.schema.alterTable('order_lines').addColumn('answer_by', 'varchar(32)').execute();
  await db.schema.createIndex('order_lines_answer_idx').on('order_lines').columns(['status', 'answer_by']).execute();

  await id('payment_attempts')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    /** Ours, sent to the gateway and checked in its answer. */
    .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    /** The gateway's own id for the payment, once it gave one. */
    .addColumn('gateway_ref', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_millimes', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('checked_at', 'varchar(32)')
    .addUniqueConstraint('payment_attempts_key_unique', ['order_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('payment_attempts_status_idx').on('payment_attempts').column('status').execute();
  await db.schema.createIndex('payment_attempts_order_idx').on('payment_attempts').column('order_id').execute();
  await db.schema
    .createIndex('payment_attempts_gateway_idx')
    .on('payment_attempts')
    .columns(['provider', 'gateway_ref'])
    .execute();

  await id('refunds')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('payment_attempts.id'))
    .addColumn('line_id', 'integer')
    .addColumn('amount_millimes', 'integer', (c) => c.notNull())
    /** Why: `second_payment`, `late_payment`, `refused`, `cancelled`, `deadline`. */
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_status_idx').on('refunds').column('status').execute();

  await id('mail_outbox')
    /** One event, one e-mail: a second queueing of the same key is ignored. */
    .addColumn('key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_sent_idx').on('mail_outbox').column('sent_at').execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('gateway_ref', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('attempt_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_reference', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_millimes', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    /** `pending`, `completed`, `failed`, `refunded`. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('fail_url', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_payments', 'mail_outbox', 'refunds', 'payment_attempts'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('order_lines_answer_idx').execute();
  await db.schema.alterTable('order_lines').dropColumn('answer_by').execute();
  await db.schema.alterTable('orders').dropColumn('paid_attempt_id').execute();
  await db.schema.alterTable('orders').dropColumn('locale').execute();
}
