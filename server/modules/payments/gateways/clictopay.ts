import { z } from 'zod';
import type { Locale } from '../../../../domain/locales.ts';
import type { PaymentGateway, PaymentRequest, Signal, Verification } from '../gateway.ts';
import { callGateway, GatewayCallError, millimesOf } from './gateway-call.ts';

export interface ClicToPaySettings {
  /** `https://ipay.clictopay.com/payment/rest`, or its test `https://test.clictopay.com/payment/rest`. */
  apiUrl: string;
  userName: string;
  password: string;
  timeoutMs: number;
}

const ORDER_ID = /^[\w-]{1,64}$/;
/** ISO 4217's number for the dinar, as ClicToPay writes currencies. */
const TND = '788';
const code = z.union([z.string(), z.number()]).transform(String);

const registered = z.object({
  orderId: z.string().regex(ORDER_ID).optional(),
  formUrl: z.url({ protocol: /^https?$/ }).optional(),
  errorCode: code.optional(),
  errorMessage: z.string().optional(),
});

const orderStatus = z.object({
  errorCode: code.optional(),
  errorMessage: z.string().optional(),
  orderStatus: z.number().int().optional(),
  orderNumber: z.string().optional(),
  amount: z.union([z.number(), z.string()]).optional(),
  currency: code.optional(),
  actionCode: z.number().int().optional(),
});

const refunded = z.object({ errorCode: code, errorMessage: z.string().optional() });

/** `orderStatus`: 2 deposited (paid); 3 reversed, 4 refunded, 6 declined; 0, 1 and 5 still under way. */
const PAID = 2;
const OVER = [3, 4, 6];
/** `actionCode` of an order whose payment page timed out (« payment time limit expired »). */
const SESSION_EXPIRED = -2007;

/**
 * ClicToPay (Monétique Tunisie, a BPC/RBS-style REST API): amounts in millimes, currency 788, the
 * merchant's user name and password in each call's form. No callback at all: the traveller's
 * return and the periodic re-check ask `getOrderStatusExtended.do`. Refunds, whole or partial,
 * with `refund.do`.
 */
export class ClicToPayGateway implements PaymentGateway {
  readonly name = 'clictopay';
  readonly refunds = 'any';

  constructor(private readonly settings: ClicToPaySettings) {}

  private call<T extends z.ZodType>(method: string, fields: Record<string, string>, schema: T) {
    return callGateway(
      {
        method: 'POST',
        url: `${this.settings.apiUrl}/${method}`,
        form: { userName: this.settings.userName, password: this.settings.password, ...fields },
        timeoutMs: this.settings.timeoutMs,
      },
      schema,
    );
  }

  async create(payment: PaymentRequest) {
    const answer = await this.call(
      'register.do',
      {
        orderNumber: payment.attemptRef,
        amount: String(payment.amountMillimes),
        currency: TND,
        returnUrl: payment.returnUrl,
        failUrl: payment.failUrl,
        description: payment.description,
        language: pageLanguage(payment.locale),
        sessionTimeoutSecs: String(payment.lifespanMinutes * 60),
      },
      registered,
    );
    if (!answer.orderId || !answer.formUrl)
      throw new GatewayCallError(`register.do: refused (${answer.errorCode ?? '?'} ${answer.errorMessage ?? ''})`);
    return { gatewayRef: answer.orderId, redirectUrl: answer.formUrl };
  }

  /** ClicToPay adds `orderId` to the return and failure URLs. */
  signalRef({ query }: Signal) {
    const ref = query.orderId;
    return typeof ref === 'string' && ORDER_ID.test(ref) ? ref : null;
  }

  async verify(gatewayRef: string): Promise<Verification> {
    const answer = await this.call('getOrderStatusExtended.do', { orderId: gatewayRef, language: 'en' }, orderStatus);
    if ((answer.errorCode !== undefined && answer.errorCode !== '0') || answer.orderStatus === undefined)
      throw new GatewayCallError(
        `getOrderStatusExtended.do: ${answer.errorCode ?? 'no status'} ${answer.errorMessage ?? ''}`.trim(),
      );
    const state =
      answer.orderStatus === PAID
        ? 'paid'
        : OVER.includes(answer.orderStatus) || answer.actionCode === SESSION_EXPIRED
          ? 'failed'
          : 'pending';
    return {
      state,
      amountMillimes: answer.amount === undefined ? 0 : millimesOf(answer.amount),
      currency: answer.currency === TND ? 'TND' : (answer.currency ?? ''),
      attemptRef: answer.orderNumber ?? '',
    };
  }

  async refund(gatewayRef: string, amountMillimes: number) {
    const answer = await this.call('refund.do', { orderId: gatewayRef, amount: String(amountMillimes) }, refunded);
    return answer.errorCode === '0' ? ('done' as const) : ('failed' as const);
  }
}

/** ClicToPay's page speaks French, English and Arabic. */
const pageLanguage = (locale: Locale) => (locale === 'fr' || locale === 'ar' ? locale : 'en');
