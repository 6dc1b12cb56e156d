import type { Insertable, Kysely } from 'kysely';
import type { Database, SandboxPaymentsTable } from '../../../db/schema.ts';

/** The sandbox gateway's own books (`sandbox_payments`): what its "bank" knows of each payment. */
export class SandboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(payment: Insertable<SandboxPaymentsTable>) {
    return this.db.insertInto('sandbox_payments').values(payment).execute();
  }

  byRef(gatewayRef: string) {
    return this.db.selectFrom('sandbox_payments').selectAll().where('gateway_ref', '=', gatewayRef).executeTakeFirst();
  }

  /** A pending payment approved or declined (false when it was no longer pending). */
  async settle(gatewayRef: string, status: 'completed' | 'failed') {
    const result = await this.db
      .updateTable('sandbox_payments')
      .set({ status })
      .where('gateway_ref', '=', gatewayRef)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Refunds a paid payment of at least `amountMillimes` (false when it was not paid, or paid less). */
  async refund(gatewayRef: string, amountMillimes: number) {
    const result = await this.db
      .updateTable('sandbox_payments')
      .set({ status: 'refunded' })
      .where('gateway_ref', '=', gatewayRef)
      .where('status', 'in', ['completed', 'refunded'])
      .where('amount_millimes', '>=', amountMillimes)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
