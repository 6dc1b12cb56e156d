import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type DoubleAnswer, type DoubleRequest, DoubleServer } from './double-server.ts';

/** A request the gateway (or the traveller's browser) makes to Rihla. */
export interface Call {
  method: 'GET' | 'POST';
  url: string;
  form?: Record<string, string>;
  json?: unknown;
}

/** Where the traveller's browser goes after the gateway's page, and the callback the gateway sends (if it has any). */
export interface Outcome {
  browser: Call;
  callback: Call | null;
}

/**
 * One of the four Tunisian gateways, played on loopback from its public documentation
 * (../shared/payments.md): what the adapter calls, and what a traveller does on its page.
 */
export interface GatewayDouble {
  name: 'konnect' | 'flouci' | 'paymee' | 'clictopay';
  server: DoubleServer;
  /** The environment that points Rihla at this double. */
  env(): Record<string, string>;
  /** The gateway's reference in the page Rihla sent the traveller to. */
  refOf(redirectUrl: string): string;
  /** What Rihla asked the gateway for when it created the payment, as the gateway received it. */
  created(ref: string): Record<string, unknown>;
  /** The traveller pays; `amountMillimes` makes the gateway settle another amount than asked. */
  pay(ref: string, amountMillimes?: number): Outcome;
  /** The card is declined. */
  decline(ref: string): Outcome;
  /** The gateway's page times out unpaid; false when this gateway's pages do not expire. */
  expire(ref: string): boolean;
  /** A callback the gateway never sent, claiming the payment paid. */
  forge(ref: string): Call;
  /** Refunds the gateway made, in millimes. */
  refunds: { ref: string; amountMillimes: number }[];
}

export interface DoubleOptions {
  /** The gateway's clock (the tests move the server's). */
  now?: () => number;
  /** Paymee: whether `GET /payments/{token}/check` exists (uncertain: README). */
  checkEndpoint?: boolean;
}

const withQuery = (url: string, name: string, value: string) =>
  `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
const lastSegment = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
const hex = () => randomBytes(12).toString('hex');

/** Konnect: `x-api-key`, `init-payment`, `GET /payments/{ref}`, a GET webhook `?payment_ref=`. */
export async function konnectDouble({
  now = Date.now,
}: DoubleOptions = {}): Promise<GatewayDouble & { webhooks: string[] }> {
  const KEY = 'wallet-777:s3cret';
  const WALLET = 'wallet777';
  const payments = new Map<string, Record<string, unknown> & { status: string; amount: number }>();
  const server: DoubleServer = await new DoubleServer(async (req: DoubleRequest): Promise<DoubleAnswer> => {
    const page = req.path.match(/^\/pay\/(\w+)(\/complete|\/decline)?$/);
    if (page && payments.has(page[1]!)) return payPage(page[1]!, page[2]);
    if (req.headers['x-api-key'] !== KEY) return { status: 401, json: { errors: [{ message: 'Unauthorized' }] } };
    if (req.method === 'POST' && req.path === '/api/v2/payments/init-payment') {
      if (req.body.receiverWalletId !== WALLET || typeof req.body.amount !== 'number')
        return { status: 422, json: { errors: [{ message: 'invalid request' }] } };
      const ref = hex();
      const lifespan = Number(req.body.lifespan ?? 10);
      payments.set(ref, {
        ...req.body,
        status: 'pending',
        amount: req.body.amount as number,
        expirationDate: new Date(now() + lifespan * 60_000).toISOString(),
        transactions: [],
      });
      return { json: { payUrl: `${server.url}/pay/${ref}`, paymentRef: ref } };
    }
    const found = req.path.match(/^\/api\/v2\/payments\/(\w+)$/);
    const payment = found && payments.get(found[1]!);
    if (req.method === 'GET' && payment)
      return {
        json: {
          payment: {
            id: found[1],
            status: payment.status,
            amount: payment.amount,
            token: payment.token,
            orderId: payment.orderId,
            expirationDate: payment.expirationDate,
            transactions: payment.transactions,
          },
        },
      };
    return { status: 404, json: { errors: [{ message: 'Payment not found' }] } };
  }).start();
  const get = (ref: string) => payments.get(ref)!;
  /** What Rihla answered each webhook the hosted page sent. */
  const webhooks: string[] = [];
  /**
   * Konnect's hosted page, for a browser: the amount and two buttons. Paying completes the payment,
   * calls Rihla's webhook over HTTP as Konnect does, then sends the traveller back.
   */
  async function payPage(ref: string, action: string | undefined): Promise<DoubleAnswer> {
    const payment = get(ref);
    if (action === '/complete') {
      payment.status = 'completed';
      const answer = await fetch(withQuery(payment.webhook as string, 'payment_ref', ref)).then(
        async (r) => `${r.status} ${await r.text()}`,
        (error: unknown) => String(error),
      );
      webhooks.push(answer);
      return { location: withQuery(payment.successUrl as string, 'payment_ref', ref) };
    }
    if (action === '/decline') {
      (payment.transactions as unknown[]).push({ status: 'failed_payment', method: 'bank_card' });
      return { location: withQuery(payment.failUrl as string, 'payment_ref', ref) };
    }
    const dinars = (payment.amount / 1000).toFixed(3);
    return {
      text: `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Konnect (double)</title></head>
<body><h1>Konnect — paiement de ${dinars} ${String(payment.token)}</h1>
<form method="post" action="/pay/${ref}/complete"><button>Payer ${dinars} TND</button></form>
<form method="post" action="/pay/${ref}/decline"><button>Carte refusée</button></form></body></html>`,
    };
  }
  return {
    webhooks,
    name: 'konnect',
    server,
    env: () => ({
      PAYMENT_PROVIDER: 'konnect',
      KONNECT_API_URL: `${server.url}/api/v2`,
      KONNECT_API_KEY: KEY,
      KONNECT_WALLET_ID: WALLET,
    }),
    refOf: lastSegment,
    created: get,
    pay(ref, amountMillimes) {
      const payment = get(ref);
      payment.status = 'completed';
      if (amountMillimes !== undefined) payment.amount = amountMillimes;
      return {
        browser: { method: 'GET', url: withQuery(payment.successUrl as string, 'payment_ref', ref) },
        callback: { method: 'GET', url: withQuery(payment.webhook as string, 'payment_ref', ref) },
      };
    },
    decline(ref) {
      // The page stays usable until it expires: only the transaction failed.
      const payment = get(ref);
      (payment.transactions as unknown[]).push({ status: 'failed_payment', method: 'bank_card' });
      return {
        browser: { method: 'GET', url: withQuery(payment.failUrl as string, 'payment_ref', ref) },
        callback: null,
      };
    },
    expire(ref) {
      get(ref).expirationDate = new Date(now() - 60_000).toISOString();
      return true;
    },
    forge: (ref) => ({ method: 'GET', url: withQuery(get(ref).webhook as string, 'payment_ref', ref) }),
    refunds: [],
  };
}

/** Flouci: `Bearer public:private`, `generate_payment`, `verify_payment`, `refund_payment` (whole payments). */
export async function flouciDouble(_: DoubleOptions = {}): Promise<GatewayDouble> {
  const AUTH = 'Bearer pub-flouci:priv-flouci';
  const payments = new Map<string, Record<string, unknown> & { status: string; settled: number }>();
  const refunds: GatewayDouble['refunds'] = [];
  const server: DoubleServer = await new DoubleServer((req): DoubleAnswer => {
    if (req.headers.authorization !== AUTH) return { status: 401, json: { success: false, message: 'Unauthorized' } };
    if (req.method === 'POST' && req.path === '/api/v2/generate_payment') {
      if (typeof req.body.amount !== 'string' || !/^\d+$/.test(req.body.amount))
        return { status: 400, json: { success: false, message: 'amount must be a string of millimes' } };
      const id = hex();
      payments.set(id, { ...req.body, status: 'PENDING', settled: Number(req.body.amount) });
      return { json: { result: { success: true, payment_id: id, link: `${server.url}/pay/${id}` }, code: 0 } };
    }
    const verify = req.path.match(/^\/api\/v2\/verify_payment\/(\w+)$/);
    if (req.method === 'GET' && verify) {
      const payment = payments.get(verify[1]!);
      if (!payment) return { status: 404, json: { success: false, message: 'Not found' } };
      return {
        json: {
          success: true,
          code: 0,
          result: {
            status: payment.status,
            details: { amount: payment.settled, developer_tracking_id: payment.developer_tracking_id },
          },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/api/v2/refund_payment') {
      const id = String(req.body.payment_id);
      const payment = payments.get(id);
      if (payment?.status !== 'SUCCESS') return { json: { success: false } };
      payment.status = 'REFUNDED';
      refunds.push({ ref: id, amountMillimes: payment.settled });
      return { json: { success: true } };
    }
    return { status: 404, json: { success: false } };
  }).start();
  const get = (ref: string) => payments.get(ref)!;
  const webhook = (ref: string, status: string): Call => ({
    method: 'POST',
    url: get(ref).webhook as string,
    json: { payment_id: ref, status },
  });
  return {
    name: 'flouci',
    server,
    env: () => ({
      PAYMENT_PROVIDER: 'flouci',
      FLOUCI_API_URL: `${server.url}/api/v2`,
      FLOUCI_PUBLIC_KEY: 'pub-flouci',
      FLOUCI_PRIVATE_KEY: 'priv-flouci',
    }),
    refOf: lastSegment,
    created: get,
    pay(ref, amountMillimes) {
      const payment = get(ref);
      payment.status = 'SUCCESS';
      if (amountMillimes !== undefined) payment.settled = amountMillimes;
      return {
        browser: { method: 'GET', url: withQuery(payment.success_link as string, 'payment_id', ref) },
        callback: webhook(ref, 'SUCCESS'),
      };
    },
    decline(ref) {
      get(ref).status = 'FAILURE';
      return {
        browser: { method: 'GET', url: withQuery(get(ref).fail_link as string, 'payment_id', ref) },
        callback: webhook(ref, 'FAILURE'),
      };
    },
    expire(ref) {
      get(ref).status = 'EXPIRED';
      return true;
    },
    forge: (ref) => webhook(ref, 'SUCCESS'),
    refunds,
  };
}

/** Paymee: `Token` auth, decimal dinars, a POST webhook with `check_sum = md5(token + status + key)`. */
export async function paymeeDouble(options: DoubleOptions = {}): Promise<GatewayDouble> {
  const KEY = 'paymee-key-9f2';
  const payments = new Map<string, Record<string, unknown> & { paid: boolean; settled: number }>();
  const server: DoubleServer = await new DoubleServer((req): DoubleAnswer => {
    if (req.headers.authorization !== `Token ${KEY}`)
      return { status: 401, json: { status: false, message: 'Invalid token', code: 401 } };
    if (req.method === 'POST' && req.path === '/api/v2/payments/create') {
      if (typeof req.body.amount !== 'number' || !req.body.webhook_url)
        return { json: { status: false, message: 'Invalid data', code: 51, data: null } };
      const token = hex();
      payments.set(token, { ...req.body, paid: false, settled: req.body.amount as number });
      return {
        json: {
          status: true,
          message: 'Success',
          code: 50,
          data: {
            token,
            order_id: req.body.order_id,
            amount: req.body.amount,
            payment_url: `${server.url}/gateway/${token}`,
          },
        },
      };
    }
    const check = req.path.match(/^\/api\/v2\/payments\/(\w+)\/check$/);
    if (req.method === 'GET' && check && options.checkEndpoint !== false) {
      const payment = payments.get(check[1]!);
      if (!payment) return { status: 404, json: { status: false, message: 'Not found' } };
      return {
        json: {
          status: true,
          code: 50,
          data: { token: check[1], payment_status: payment.paid, amount: payment.settled, order_id: payment.order_id },
        },
      };
    }
    return { status: 404, json: { status: false, message: 'Not found' } };
  }).start();
  const get = (ref: string) => payments.get(ref)!;
  const webhook = (ref: string, paid: boolean, key = KEY): Call => {
    const payment = get(ref);
    return {
      method: 'POST',
      url: payment.webhook_url as string,
      form: {
        token: ref,
        payment_status: paid ? 'true' : 'false',
        order_id: String(payment.order_id),
        first_name: String(payment.first_name),
        last_name: String(payment.last_name),
        email: String(payment.email),
        phone: String(payment.phone),
        note: String(payment.note),
        amount: String(payment.settled),
        transaction_id: String(Math.floor(Math.random() * 1e6)),
        received_amount: String(payment.settled),
        cost: '0',
        check_sum: createHash('md5')
          .update(`${ref}${paid ? '1' : '0'}${key}`)
          .digest('hex'),
      },
    };
  };
  return {
    name: 'paymee',
    server,
    env: () => ({ PAYMENT_PROVIDER: 'paymee', PAYMEE_API_URL: `${server.url}/api/v2`, PAYMEE_API_KEY: KEY }),
    refOf: lastSegment,
    created: get,
    pay(ref, amountMillimes) {
      const payment = get(ref);
      payment.paid = true;
      if (amountMillimes !== undefined) payment.settled = amountMillimes / 1000;
      return { browser: { method: 'GET', url: payment.return_url as string }, callback: webhook(ref, true) };
    },
    decline: (ref) => ({
      browser: { method: 'GET', url: get(ref).cancel_url as string },
      callback: webhook(ref, false),
    }),
    expire: () => false,
    forge: (ref) => webhook(ref, true, 'not-the-key'),
    refunds: [],
  };
}

/** ClicToPay: form calls with user name and password, `register.do`, `getOrderStatusExtended.do`, `refund.do`; no callback. */
export async function clicToPayDouble(_: DoubleOptions = {}): Promise<GatewayDouble> {
  const [USER, PASSWORD] = ['rihla-merchant', 'pa55-word'];
  const orders = new Map<
    string,
    Record<string, unknown> & { orderStatus: number; actionCode: number; settled: number; refunded: number }
  >();
  const refunds: GatewayDouble['refunds'] = [];
  const numbers = new Set<string>();
  const server: DoubleServer = await new DoubleServer((req): DoubleAnswer => {
    if (req.method !== 'POST') return { status: 405, text: 'Method Not Allowed' };
    if (req.body.userName !== USER || req.body.password !== PASSWORD)
      return { json: { errorCode: '5', errorMessage: 'Access denied' } };
    const order = orders.get(String(req.body.orderId));
    switch (req.path) {
      case '/payment/rest/register.do': {
        const number = String(req.body.orderNumber);
        if (numbers.has(number)) return { json: { errorCode: '1', errorMessage: 'Order number is duplicated' } };
        if (req.body.currency !== '788' || !/^\d+$/.test(String(req.body.amount)))
          return { json: { errorCode: '4', errorMessage: 'Amount or currency is invalid' } };
        numbers.add(number);
        const orderId = randomUUID();
        orders.set(orderId, {
          ...req.body,
          orderStatus: 0,
          actionCode: 0,
          settled: Number(req.body.amount),
          refunded: 0,
        });
        return { json: { orderId, formUrl: `${server.url}/payment/merchants/pay/${orderId}` } };
      }
      case '/payment/rest/getOrderStatusExtended.do':
        if (!order) return { json: { errorCode: '6', errorMessage: 'Unregistered orderId' } };
        return {
          json: {
            errorCode: '0',
            errorMessage: 'Success',
            orderNumber: order.orderNumber,
            orderStatus: order.orderStatus,
            actionCode: order.actionCode,
            amount: order.settled,
            currency: '788',
          },
        };
      case '/payment/rest/refund.do': {
        const amount = Number(req.body.amount);
        if (order?.orderStatus !== 2 || amount > order.settled - order.refunded)
          return { json: { errorCode: '7', errorMessage: 'Refund amount exceeds deposited amount' } };
        order.refunded += amount;
        if (order.refunded === order.settled) order.orderStatus = 4;
        refunds.push({ ref: String(req.body.orderId), amountMillimes: amount });
        return { json: { errorCode: '0', errorMessage: 'Success' } };
      }
      default:
        return { status: 404, text: 'Not Found' };
    }
  }).start();
  const get = (ref: string) => orders.get(ref)!;
  const back = (ref: string, field: 'returnUrl' | 'failUrl'): Call => ({
    method: 'GET',
    url: withQuery(get(ref)[field] as string, 'orderId', ref),
  });
  return {
    name: 'clictopay',
    server,
    env: () => ({
      PAYMENT_PROVIDER: 'clictopay',
      CLICTOPAY_API_URL: `${server.url}/payment/rest`,
      CLICTOPAY_USERNAME: USER,
      CLICTOPAY_PASSWORD: PASSWORD,
    }),
    refOf: lastSegment,
    created: get,
    pay(ref, amountMillimes) {
      Object.assign(get(ref), { orderStatus: 2, actionCode: 0 });
      if (amountMillimes !== undefined) get(ref).settled = amountMillimes;
      return { browser: back(ref, 'returnUrl'), callback: null };
    },
    decline(ref) {
      Object.assign(get(ref), { orderStatus: 6, actionCode: 116 });
      return { browser: back(ref, 'failUrl'), callback: null };
    },
    expire(ref) {
      get(ref).actionCode = -2007;
      return true;
    },
    forge: (ref) => back(ref, 'returnUrl'),
    refunds,
  };
}

export const GATEWAY_DOUBLES = {
  konnect: konnectDouble,
  flouci: flouciDouble,
  paymee: paymeeDouble,
  clictopay: clicToPayDouble,
};
