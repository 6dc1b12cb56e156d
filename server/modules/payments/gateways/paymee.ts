import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentGateway, PaymentRequest, Signal, Verification } from '../gateway.ts';
import { bodyField, callGateway, GatewayCallError } from './gateway-call.ts';

export interface PaymeeSettings {
  /** `https://app.paymee.tn/api/v2`, or its sandbox `https://sandbox.paymee.tn/api/v2`. */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const TOKEN = /^[\w-]{1,128}$/;
const dinars = z.union([z.number(), z.string()]);

const created = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.object({ token: z.string().regex(TOKEN), payment_url: z.url({ protocol: /^https?$/ }) }).nullish(),
});

const checked = z.object({
  status: z.boolean(),
  data: z.object({ payment_status: z.boolean(), amount: dinars, order_id: z.string().optional() }).nullish(),
});

/** What Paymee posts to `webhook_url`, as JSON or as a form (every value a string then). */
const callback = z.object({
  token: z.string(),
  payment_status: z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0'])]),
  order_id: z.string().optional(),
  amount: dinars,
  check_sum: z.string(),
});

/**
 * Paymee (paymee.tn, API v2): amounts in decimal dinars, `Token` auth, and a POST callback signed
 * with `check_sum = md5(token + (paid ? "1" : "0") + api_key)`. Its status call is uncertain
 * (README): a callback whose checksum holds is believed for its status, amount and `order_id`;
 * without one, `GET /payments/{token}/check` is asked, and a gateway that does not answer it
 * leaves the payment « unknown » until a callback comes. No refund in its public API.
 */
export class PaymeeGateway implements PaymentGateway {
  readonly name = 'paymee';
  readonly refunds = 'none';

  constructor(private readonly settings: PaymeeSettings) {}

  private get auth() {
    return { authorization: `Token ${this.settings.apiKey}` };
  }

  async create(payment: PaymentRequest) {
    const answer = await callGateway(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/payments/create`,
        headers: this.auth,
        json: {
          amount: dinarsOf(payment.amountMillimes),
          note: payment.description,
          first_name: payment.customer.firstName,
          last_name: payment.customer.lastName,
          email: payment.customer.email,
          phone: payment.customer.phone,
          return_url: payment.returnUrl,
          cancel_url: payment.failUrl,
          webhook_url: payment.callbackUrl,
          order_id: payment.attemptRef,
        },
        timeoutMs: this.settings.timeoutMs,
      },
      created,
    );
    if (!answer.status || !answer.data)
      throw new GatewayCallError(`payments/create: refused (${answer.message ?? 'no reason given'})`);
    return { gatewayRef: answer.data.token, redirectUrl: answer.data.payment_url };
  }

  signalRef({ query, body }: Signal) {
    const ref = bodyField(body, 'token') ?? query.token;
    return typeof ref === 'string' && TOKEN.test(ref) ? ref : null;
  }

  async verify(gatewayRef: string, signal?: Signal): Promise<Verification> {
    if (bodyField(signal?.body, 'check_sum') !== undefined) return this.believeCallback(gatewayRef, signal!.body);
    const answer = await callGateway(
      {
        method: 'GET',
        url: `${this.settings.apiUrl}/payments/${encodeURIComponent(gatewayRef)}/check`,
        headers: this.auth,
        timeoutMs: this.settings.timeoutMs,
      },
      checked,
    );
    if (!answer.status || !answer.data) throw new GatewayCallError('payments/check: no status for this payment');
    return {
      // Not paid yet is all a check can say: Paymee's page has no lifespan of ours, so never « failed ».
      state: answer.data.payment_status ? 'paid' : 'pending',
      amountMillimes: millimesOfDinars(answer.data.amount),
      currency: 'TND',
      attemptRef: answer.data.order_id ?? '',
    };
  }

  /** A callback is Paymee's only when its checksum, made with our key, matches (compared in constant time). */
  private believeCallback(gatewayRef: string, posted: unknown): Verification {
    const parsed = callback.safeParse(posted);
    if (!parsed.success) return { state: 'refused', reason: 'a callback of an unexpected shape' };
    const { token, order_id, amount, check_sum } = parsed.data;
    const paid = [true, 'true', 'True', '1'].includes(parsed.data.payment_status);
    const expected = Buffer.from(
      createHash('md5')
        .update(`${token}${paid ? '1' : '0'}${this.settings.apiKey}`)
        .digest('hex'),
    );
    const given = Buffer.from(check_sum.toLowerCase());
    const genuine = token === gatewayRef && given.length === expected.length && timingSafeEqual(given, expected);
    if (!genuine) return { state: 'refused', reason: 'a callback whose check_sum does not match' };
    let amountMillimes: number;
    try {
      amountMillimes = millimesOfDinars(amount);
    } catch {
      return { state: 'refused', reason: `a callback with an amount that is not one: ${String(amount)}` };
    }
    return { state: paid ? 'paid' : 'failed', amountMillimes, currency: 'TND', attemptRef: order_id ?? '' };
  }

  async refund() {
    return 'manual' as const;
  }
}

/** 123456 millimes → 123.456 dinars, as Paymee takes them. */
export const dinarsOf = (millimes: number) => Number((millimes / 1000).toFixed(3));

/** Paymee's decimal dinars back to integer millimes, refusing anything finer than a millime. */
export function millimesOfDinars(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) throw new GatewayCallError(`not an amount in dinars: ${String(value)}`);
  return Math.round(Number(text) * 1000);
}
