import type { Locale } from '../../../domain/locales.ts';

/**
 * What Rihla needs from a payment gateway, whichever it is (issue 24; the four Tunisian gateways
 * of issue 25 come behind it, see ../shared/payments.md). Amounts are integer millimes here: an
 * adapter converts to its gateway's unit (Paymee takes decimal dinars).
 */
export interface PaymentGateway {
  /** `sandbox`, `konnect`, `flouci`, `paymee`, `clictopay`: stored with each attempt. */
  readonly name: string;
  /** Whether `refund` can give money back through the gateway (otherwise the operator does). */
  readonly refunds: 'full' | 'any' | 'none';

  /**
   * Opens a payment at the gateway for one attempt. Throws when the gateway cannot be reached or
   * answers something else than a payment page (nothing is then charged).
   */
  create(payment: PaymentRequest): Promise<{ gatewayRef: string; redirectUrl: string }>;

  /**
   * The gateway's own reference named by a callback or return (Konnect's `payment_ref`, Flouci's
   * `payment_id`, Paymee's `token`, ClicToPay's `orderId`), or null. Only a hint of which payment
   * to ask about: nothing in a callback is believed.
   */
  signalRef(signal: Signal): string | null;

  /**
   * Asks the gateway how a payment stands. `unknown` when the gateway could not answer (timeout,
   * 5xx, malformed answer): nothing is decided on it. `signal` is the callback or return that
   * prompted the question, if any: only a gateway without a status call (Paymee) reads it, and
   * only once its checksum is verified (`refused` otherwise).
   */
  verify(gatewayRef: string, signal?: Signal): Promise<Verification>;

  /** Gives back `amountMillimes` of a payment; `manual` when this gateway cannot. */
  refund(gatewayRef: string, amountMillimes: number): Promise<'done' | 'failed' | 'manual'>;
}

/** A gateway's callback, or the traveller's browser coming back from it. */
export interface Signal {
  query: Record<string, unknown>;
  body: unknown;
}

export interface PaymentRequest {
  /** Our attempt reference: the gateway echoes it (`orderId`, `developer_tracking_id`…). */
  attemptRef: string;
  orderReference: string;
  amountMillimes: number;
  currency: 'TND';
  description: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  locale: Locale;
  /** Where the traveller's browser comes back after paying, after failing, and where the gateway calls. */
  returnUrl: string;
  failUrl: string;
  callbackUrl: string;
  /** How long the gateway's page may be used. */
  lifespanMinutes: number;
}

export type Verification =
  | {
      state: 'paid' | 'pending' | 'failed';
      amountMillimes: number;
      currency: string;
      /** Our attempt reference as the gateway recorded it. */
      attemptRef: string;
    }
  | { state: 'unknown'; reason: string }
  /** The signal claims what the gateway cannot back (a forged checksum): ignored, the payment still open. */
  | { state: 'refused'; reason: string };
