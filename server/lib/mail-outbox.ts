import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A message the outbox stops retrying after this many failed sends (it stays listed for the operator). */
const MAX_TRIES = 8;

/**
 * Queues an e-mail in the caller's transaction: it leaves only if the transaction commits, and
 * a second queueing under the same `key` (a replayed callback, a job run twice) is ignored.
 */
export async function queueMail(trx: Transaction<Database>, key: string, mail: Mail, at: string) {
  await trx
    .insertInto('mail_outbox')
    .values({ key, to_address: mail.to, subject: mail.subject, text: mail.text, created_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Sends what transactions queued, outside any transaction. Each message is claimed by a
 * conditional update before it is sent, so two processes draining together send it once.
 */
export class MailOutbox {
  private running: Promise<number> | undefined;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly logError: (error: unknown, message: string) => void = () => {},
  ) {}

  /** Drains now, or once more right after the drain already running. */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drainAll().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.drain();
      }
    });
    return this.running;
  }

  /** Waits for the drain in progress (at close). */
  async idle() {
    while (this.running) await this.running;
  }

  private async drainAll(): Promise<number> {
    let sent = 0;
    const waiting = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('tries', '<', MAX_TRIES)
      .orderBy('id')
      .limit(100)
      .execute();
    for (const mail of waiting) {
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ tries: mail.tries + 1 })
        .where('id', '=', mail.id)
        .where('sent_at', 'is', null)
        .where('tries', '=', mail.tries)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.mailer.send({ to: mail.to_address, subject: mail.subject, text: mail.text });
        await this.db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date().toISOString(), last_error: null })
          .where('id', '=', mail.id)
          .execute();
        sent++;
      } catch (error) {
        this.logError(error, `sending e-mail ${mail.key} failed`);
        await this.db
          .updateTable('mail_outbox')
          .set({ last_error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  }
}
