import { z } from 'zod';
import type { PaymentGateway, PaymentRequest, Signal, Verification } from '../gateway.ts';
import { callGateway, millimesOf } from './gateway-call.ts';

export interface KonnectSettings {
  /** `https://api.konnect.network/api/v2`, or its sandbox `https://api.sandbox.konnect.network/api/v2`. */
  apiUrl: string;
  /** `<walletId>:<secret>`, sent as `x-api-key`. */
  apiKey: string;
  /** The wallet the money goes to (`receiverWalletId`). */
  walletId: string;
  timeoutMs: number;
}

const PAYMENT_REF = /^[\w-]{1,128}$/;

const initiated = z.object({ payUrl: z.url({ protocol: /^https?$/ }), paymentRef: z.string().regex(PAYMENT_REF) });

const details = z.object({
  payment: z.object({
    status: z.string(),
    amount: z.union([z.number(), z.string()]),
    token: z.string(),
    orderId: z.string().optional(),
    expirationDate: z.string().optional(),
  }),
});

/**
 * Konnect (docs.konnect.network): amounts in millimes, `x-api-key` auth, an unsigned GET callback
 * `?payment_ref=` that only says « go and ask », and `GET /payments/{ref}` as the truth: paid when
 * `completed`; a declined card leaves the page usable until it expires. No refund in its public
 * API: refunds go to the operator.
 */
export class KonnectGateway implements PaymentGateway {
  readonly name = 'konnect';
  readonly refunds = 'none';

  constructor(
    private readonly settings: KonnectSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get auth() {
    return { 'x-api-key': this.settings.apiKey };
  }

  async create(payment: PaymentRequest) {
    const answer = await callGateway(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/payments/init-payment`,
        headers: this.auth,
        json: {
          receiverWalletId: this.settings.walletId,
          token: payment.currency,
          amount: payment.amountMillimes,
          type: 'immediate',
          description: payment.description,
          acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
          lifespan: payment.lifespanMinutes,
          checkoutForm: false,
          addPaymentFeesToAmount: false,
          firstName: payment.customer.firstName,
          lastName: payment.customer.lastName,
          phoneNumber: payment.customer.phone,
          email: payment.customer.email,
          orderId: payment.attemptRef,
          webhook: payment.callbackUrl,
          silentWebhook: true,
          successUrl: payment.returnUrl,
          failUrl: payment.failUrl,
          theme: 'light',
        },
        timeoutMs: this.settings.timeoutMs,
      },
      initiated,
    );
    return { gatewayRef: answer.paymentRef, redirectUrl: answer.payUrl };
  }

  signalRef({ query }: Signal) {
    const ref = query.payment_ref;
    return typeof ref === 'string' && PAYMENT_REF.test(ref) ? ref : null;
  }

  async verify(gatewayRef: string): Promise<Verification> {
    const { payment } = await callGateway(
      {
        method: 'GET',
        url: `${this.settings.apiUrl}/payments/${encodeURIComponent(gatewayRef)}`,
        headers: this.auth,
        timeoutMs: this.settings.timeoutMs,
      },
      details,
    );
    const expired = payment.expirationDate !== undefined && Date.parse(payment.expirationDate) <= this.now().getTime();
    const state =
      payment.status === 'completed'
        ? 'paid'
        : expired || ['failed', 'expired', 'canceled', 'cancelled'].includes(payment.status)
          ? 'failed'
          : 'pending';
    return {
      state,
      amountMillimes: millimesOf(payment.amount),
      currency: payment.token,
      attemptRef: payment.orderId ?? '',
    };
  }

  async refund() {
    return 'manual' as const;
  }
}
