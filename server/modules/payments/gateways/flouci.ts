import { z } from 'zod';
import type { PaymentGateway, PaymentRequest, Signal, Verification } from '../gateway.ts';
import { bodyField, callGateway, GatewayCallError, millimesOf } from './gateway-call.ts';

export interface FlouciSettings {
  /** `https://developers.flouci.com/api/v2`. */
  apiUrl: string;
  publicKey: string;
  privateKey: string;
  timeoutMs: number;
}

const PAYMENT_ID = /^[\w-]{1,128}$/;

const generated = z.object({
  result: z.object({
    success: z.boolean(),
    payment_id: z.string().regex(PAYMENT_ID).optional(),
    link: z.url({ protocol: /^https?$/ }).optional(),
  }),
});

const verified = z.object({
  result: z.object({
    status: z.enum(['SUCCESS', 'PENDING', 'FAILURE', 'EXPIRED']),
    details: z
      .object({ amount: z.union([z.number(), z.string()]), developer_tracking_id: z.string().optional() })
      .optional(),
  }),
});

const refunded = z.object({ success: z.boolean() });

/**
 * Flouci (docs.flouci.com, API v2): amounts in millimes (as a string), `Bearer public:private`
 * auth, a webhook that only says « go and ask », and `verify_payment` as the truth. Refunds whole
 * payments only: a partial refund goes to the operator.
 */
export class FlouciGateway implements PaymentGateway {
  readonly name = 'flouci';
  readonly refunds = 'full';

  constructor(private readonly settings: FlouciSettings) {}

  private get auth() {
    return { authorization: `Bearer ${this.settings.publicKey}:${this.settings.privateKey}` };
  }

  async create(payment: PaymentRequest) {
    const { result } = await callGateway(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/generate_payment`,
        headers: this.auth,
        json: {
          amount: String(payment.amountMillimes),
          success_link: payment.returnUrl,
          fail_link: payment.failUrl,
          developer_tracking_id: payment.attemptRef,
          accept_card: true,
          session_timeout_secs: payment.lifespanMinutes * 60,
          webhook: payment.callbackUrl,
        },
        timeoutMs: this.settings.timeoutMs,
      },
      generated,
    );
    if (!result.success || !result.payment_id || !result.link)
      throw new GatewayCallError('generate_payment: the payment was not created');
    return { gatewayRef: result.payment_id, redirectUrl: result.link };
  }

  /** Flouci adds `payment_id` to the success and failure links, and sends it to the webhook. */
  signalRef({ query, body }: Signal) {
    const ref = query.payment_id ?? bodyField(body, 'payment_id');
    return typeof ref === 'string' && PAYMENT_ID.test(ref) ? ref : null;
  }

  async verify(gatewayRef: string): Promise<Verification> {
    const { result } = await callGateway(
      {
        method: 'GET',
        url: `${this.settings.apiUrl}/verify_payment/${encodeURIComponent(gatewayRef)}`,
        headers: this.auth,
        timeoutMs: this.settings.timeoutMs,
      },
      verified,
    );
    // Flouci takes dinars only.
    const none = { amountMillimes: 0, currency: 'TND', attemptRef: '' };
    if (result.status === 'PENDING') return { state: 'pending', ...none };
    if (result.status !== 'SUCCESS') return { state: 'failed', ...none };
    if (!result.details) throw new GatewayCallError('verify_payment: a success without its details');
    return {
      state: 'paid',
      amountMillimes: millimesOf(result.details.amount),
      currency: 'TND',
      attemptRef: result.details.developer_tracking_id ?? '',
    };
  }

  async refund(gatewayRef: string) {
    const answer = await callGateway(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/refund_payment`,
        headers: this.auth,
        json: { payment_id: gatewayRef },
        timeoutMs: this.settings.timeoutMs,
      },
      refunded,
    );
    return answer.success ? ('done' as const) : ('failed' as const);
  }
}
