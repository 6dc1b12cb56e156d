import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentGateway, PaymentRequest, Verification } from '../gateway.ts';
import { SandboxRepository } from './sandbox.repository.ts';

/** Where the sandbox's hosted page lives (a bank's page would be on the bank's domain). */
export const SANDBOX_PATH = '/sandbox-gateway';

/**
 * `PAYMENT_PROVIDER=sandbox`: a test gateway that Rihla hosts itself (issue 24). It keeps its own
 * books (`sandbox_payments`) as a bank would, and Rihla reaches it only through the adapter
 * interface, callbacks and verification that a real gateway gets.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly refunds = 'any';

  private readonly books: SandboxRepository;

  constructor(
    db: Kysely<Database>,
    private readonly origin: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.books = new SandboxRepository(db);
  }

  async create(payment: PaymentRequest) {
    const gatewayRef = `sbx_${randomBytes(12).toString('hex')}`;
    await this.books.insert({
      gateway_ref: gatewayRef,
      attempt_ref: payment.attemptRef,
      order_reference: payment.orderReference,
      amount_millimes: payment.amountMillimes,
      currency: payment.currency,
      status: 'pending',
      description: payment.description,
      success_url: payment.returnUrl,
      fail_url: payment.failUrl,
      callback_url: payment.callbackUrl,
      created_at: this.now().toISOString(),
    });
    return { gatewayRef, redirectUrl: `${this.origin}${SANDBOX_PATH}/pay/${gatewayRef}?lang=${payment.locale}` };
  }

  signalRef({ query }: { query: Record<string, unknown> }) {
    const ref = query.payment_ref;
    return typeof ref === 'string' && /^sbx_[0-9a-f]{24}$/.test(ref) ? ref : null;
  }

  async verify(gatewayRef: string): Promise<Verification> {
    const payment = await this.books.byRef(gatewayRef);
    if (!payment) return { state: 'unknown', reason: 'no such payment at the gateway' };
    const state = payment.status === 'pending' ? 'pending' : payment.status === 'failed' ? 'failed' : 'paid';
    return {
      state,
      amountMillimes: payment.amount_millimes,
      currency: payment.currency,
      attemptRef: payment.attempt_ref,
    };
  }

  async refund(gatewayRef: string, amountMillimes: number) {
    return (await this.books.refund(gatewayRef, amountMillimes)) ? 'done' : 'failed';
  }
}
