import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../domain/booking/states.ts';
import { startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';
import { type Call, type DoubleOptions, GATEWAY_DOUBLES, type GatewayDouble } from './doubles/gateway-doubles.ts';

/** How each gateway writes our amount and our attempt reference when a payment is created. */
const CREATED = {
  konnect: { amount: (millimes: number) => millimes, reference: 'orderId' },
  flouci: { amount: (millimes: number) => String(millimes), reference: 'developer_tracking_id' },
  paymee: { amount: (millimes: number) => millimes / 1000, reference: 'order_id' },
  clictopay: { amount: (millimes: number) => String(millimes), reference: 'orderNumber' },
} as const;

/** Each gateway's calls to Rihla, and the traveller's way back, go to PUBLIC_URL. */
const PUBLIC_URL = 'http://rihla.test';
/** The adapters give up on a gateway after this long (PAYMENT_TIMEOUT_MS). */
const TIMEOUT_MS = 300;

type Ctx = Awaited<ReturnType<typeof startApp>>;

/**
 * A Rihla configured for one gateway's double, both started before the block's tests and closed
 * after; `ahead` moves the server's and the gateway's clock together.
 */
function gatewayApp(
  name: keyof typeof GATEWAY_DOUBLES,
  env: Record<string, string> = {},
  options: Omit<DoubleOptions, 'now'> = {},
) {
  let ctx: Ctx | undefined;
  let double: GatewayDouble | undefined;
  const app = () => {
    if (!ctx) throw new Error('the app has not started');
    return ctx;
  };
  const gateway = () => {
    if (!double) throw new Error('the double has not started');
    return double;
  };
  const fx = bookingFixture(app, `gw-${name}-${Object.keys(options).join('-')}`);
  const gw = {
    ahead: 0,
    get ctx() {
      return app();
    },
    get double() {
      return gateway();
    },
    fx,
    /** A held order for a room on each stay, and its payment opened at the gateway. */
    async started(token: string, stays = [fx.nextStay()]) {
      const lines = [];
      for (const stay of stays) lines.push(await fx.lineFor(stay));
      const res = await fx.checkout(token, lines);
      expect(res.statusCode, res.body).toBe(201);
      const order = (res.json() as { order: OrderView }).order;
      const paying = await fx.pay(token, order.reference);
      expect(paying.statusCode, paying.body).toBe(201);
      const payment = (paying.json() as { payment: { reference: string; redirect_url: string } }).payment;
      return { order, payment, ref: gateway().refOf(payment.redirect_url) };
    },
    /** The gateway, or the traveller's browser, reaches Rihla. */
    reach(call: Call) {
      const url = new URL(call.url);
      expect(url.origin).toBe(PUBLIC_URL);
      const path = `${url.pathname}${url.search}`;
      if (call.form)
        return app().app.inject({
          method: call.method,
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(call.form).toString(),
        });
      return gw.ctx.app.inject({
        method: call.method,
        url: path,
        ...(call.json ? { payload: call.json as object } : {}),
      });
    },
  };
  const now = () => Date.now() + gw.ahead;
  beforeAll(async () => {
    double = await GATEWAY_DOUBLES[name]({ ...options, now });
    ctx = await startApp('sqlite', { ...double.env(), ...env }, { now: () => new Date(now()) });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await double?.server.close();
  });
  return gw;
}

describe.each(Object.keys(GATEWAY_DOUBLES) as (keyof typeof GATEWAY_DOUBLES)[])(
  'the %s adapter against its double',
  (name) => {
    const gw = gatewayApp(name, { PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS) });
    const { fx, started, reach } = gw;
    let ctx: Ctx;
    let double: GatewayDouble;
    beforeAll(() => {
      ({ ctx, double } = gw);
    });
    /** The periodic jobs, once the re-check is due. */
    const recheck = async () => {
      gw.ahead += 2 * 60_000;
      await ctx.app.runOrderJobs();
    };
    const pageOf = (outcome: 'success' | 'echec', reference: string) =>
      `/payment/${outcome}?order=${reference}&lang=fr`;
    const mailKeys = async () => (await fx.mails()).map((m) => m.key);

    it('creates the payment in the gateway’s unit with our reference and URLs; paid only when the gateway says so, once', async () => {
      const token = await fx.traveller();
      const { order, payment, ref } = await started(token);
      const created = double.created(ref);
      expect(created.amount).toEqual(CREATED[name].amount(order.total_millimes));
      expect(created[CREATED[name].reference]).toBe(payment.reference);
      expect(new URL(payment.redirect_url).origin).toBe(double.server.url);
      const urls = Object.values(created).filter((v): v is string => typeof v === 'string' && v.startsWith('http'));
      expect(urls.length).toBeGreaterThanOrEqual(2);
      for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/utilisateur/payments/`)).toBe(true);
      // No keys in what the traveller's browser is given.
      expect(payment.redirect_url).not.toMatch(/s3cret|priv-flouci|paymee-key|pa55-word/);

      // A callback nobody paid for: the gateway is asked, and says not paid.
      const forged = await reach(double.forge(ref));
      expect(forged.statusCode).toBe(name === 'paymee' ? 400 : name === 'clictopay' ? 303 : 200);
      expect((await fx.order(token, order.reference)).status).toBe('held');

      const paid = double.pay(ref);
      for (let i = 0; i < 3 && paid.callback; i++) {
        const res = await reach(paid.callback);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      for (let i = 0; i < 2; i++) {
        const back = await reach(paid.browser);
        expect(back.statusCode).toBe(303);
        expect(back.headers.location).toBe(pageOf('success', order.reference));
      }
      const view = await fx.order(token, order.reference);
      expect(view).toMatchObject({ status: 'paid', payment: { reference: payment.reference, status: 'paid' } });
      expect(view.lines[0]!.status).toBe('pending_provider');
      const events = await fx.events(order.reference);
      expect(events.filter((e) => e === 'payment_verified')).toHaveLength(1);
      if (name === 'paymee') expect(events).toContain('payment_signal_refused');
      expect((await mailKeys()).filter((k) => k === `paid:${order.reference}`)).toHaveLength(1);
    });

    it('a declined card: the traveller may try again while the hold runs, or the rooms are freed', async () => {
      const token = await fx.traveller();
      const { order, ref } = await started(token);
      const declined = double.decline(ref);
      if (declined.callback) expect((await reach(declined.callback)).statusCode).toBe(200);
      const back = await reach(declined.browser);
      if (name === 'konnect') {
        // Konnect's page stays usable after a declined card: nothing is over until it expires.
        expect(back.headers.location).toBe(`/payment?order=${order.reference}&lang=fr&retry=1`);
        expect((await fx.order(token, order.reference)).status).toBe('held');
        const again = await fx.pay(token, order.reference);
        expect(again.statusCode, again.body).toBe(201);
      } else {
        expect(back.headers.location).toBe(pageOf('echec', order.reference));
        const view = await fx.order(token, order.reference);
        expect(view).toMatchObject({ status: 'released', payment: { status: 'failed' } });
      }
    });

    it('a page left to expire: the re-check ends it and the rooms are free again', async () => {
      const token = await fx.traveller();
      const { order, payment, ref } = await started(token);
      if (double.expire(ref)) {
        await recheck();
        const view = await fx.order(token, order.reference);
        expect(view).toMatchObject({ status: 'released', payment: { reference: payment.reference, status: 'failed' } });
        return;
      }
      // Paymee's pages do not expire: the hold ends, the attempt stays open, and a payment made
      // later still comes in — the rooms, still free, are taken again.
      gw.ahead += HOLD_MINUTES * 60_000;
      await ctx.app.runOrderJobs();
      expect(await fx.order(token, order.reference)).toMatchObject({
        status: 'released',
        payment: { status: 'pending' },
      });
      const late = double.pay(ref);
      expect((await reach(late.callback!)).statusCode).toBe(200);
      expect((await fx.order(token, order.reference)).status).toBe('paid');
      expect(await fx.events(order.reference)).toContain('late_payment_rooms_retaken');
    });

    it('paid another amount than asked: never paid, the order unsettled, the operator told', async () => {
      const token = await fx.traveller();
      const { order, payment, ref } = await started(token);
      const wrong = double.pay(ref, order.total_millimes - 1000);
      if (wrong.callback) expect((await reach(wrong.callback)).statusCode).toBe(200);
      const back = await reach(wrong.browser);
      expect(back.headers.location).toBe(pageOf('echec', order.reference));
      const view = await fx.order(token, order.reference);
      expect(view).toMatchObject({ status: 'unsettled', payment: { status: 'mismatch' } });
      expect(await mailKeys()).toContain(`operator:mismatch:${payment.reference}`);
    });

    it('still finds the payment when the gateway appends its parameters with a second `?`', async () => {
      const token = await fx.traveller();
      const naive = (call: Call): Call => {
        const at = call.url.lastIndexOf('&');
        return at < 0 ? call : { ...call, url: `${call.url.slice(0, at)}?${call.url.slice(at + 1)}` };
      };
      const declined = await started(token);
      const back = await reach(naive(double.decline(declined.ref).browser));
      expect(back.headers.location).toMatch(new RegExp(`^/payment(/echec)?\\?order=${declined.order.reference}&`));
      const { order, ref } = await started(token);
      const paid = double.pay(ref);
      if (paid.callback) expect((await reach(naive(paid.callback))).json()).toEqual({ received: true });
      expect((await reach(naive(paid.browser))).headers.location).toBe(pageOf('success', order.reference));
    });

    it('a lost callback and a traveller who never came back: the periodic re-check settles it', async () => {
      const token = await fx.traveller();
      const { order, ref } = await started(token);
      double.pay(ref);
      expect((await fx.order(token, order.reference)).status).toBe('held');
      await recheck();
      expect((await fx.order(token, order.reference)).status).toBe('paid');
    });

    it('a gateway that times out, fails or talks nonsense never pays anything and loses no order', async () => {
      const token = await fx.traveller();
      const stay = fx.nextStay();
      const res = await fx.checkout(token, [await fx.lineFor(stay)]);
      const order = (res.json() as { order: OrderView }).order;
      double.server.delayMs = TIMEOUT_MS + 300;
      const refused = await fx.pay(token, order.reference);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'gateway_unavailable' });
      // What the gateway said goes to the operator's log, not to the traveller.
      expect(refused.body).not.toMatch(/ms|api|rest|answered/);
      double.server.delayMs = 0;
      expect((await fx.order(token, order.reference)).status).toBe('held');
      const paying = await fx.pay(token, order.reference);
      expect(paying.statusCode, paying.body).toBe(201);
      const { payment } = paying.json() as { payment: { reference: string; redirect_url: string } };
      const paid = double.pay(double.refOf(payment.redirect_url));

      // The traveller comes back while the gateway is too slow to say: variant 2, nothing decided.
      double.server.delayMs = TIMEOUT_MS + 300;
      const back = await reach(paid.browser);
      expect(back.headers.location).toBe(pageOf('echec', order.reference));
      expect(await fx.order(token, order.reference)).toMatchObject({ status: 'held', payment: { status: 'pending' } });
      expect(await mailKeys()).toContain(`operator:unverified:${payment.reference}`);
      double.server.delayMs = 0;
      // Down, then up but answering a maintenance page: other open attempts are asked too.
      double.server.failures = 1000;
      await recheck();
      double.server.failures = 0;
      double.server.nonsense = 1000;
      await recheck();
      double.server.nonsense = 0;
      expect((await fx.order(token, order.reference)).status).toBe('held');
      await recheck();
      expect((await fx.order(token, order.reference)).status).toBe('paid');
    });

    it('refunds through the gateway where its API can, and otherwise lists them for the operator', async () => {
      const token = await fx.traveller();
      const whole = await started(token);
      const partial = await started(token, [fx.nextStay(), fx.nextStay()]);
      for (const { ref } of [whole, partial]) {
        const paid = double.pay(ref);
        await reach(paid.callback ?? paid.browser);
      }
      expect((await fx.answer(whole.order.lines[0]!.id, 'Refuser')).statusCode).toBe(200);
      const refusedLine = partial.order.lines[1]!;
      expect((await fx.answer(refusedLine.id, 'Refuser')).statusCode).toBe(200);
      await ctx.app.runOrderJobs();

      const refundOf = async (reference: string) => (await fx.order(token, reference)).refunds[0]!;
      const wholeRefund = await refundOf(whole.order.reference);
      const partRefund = await refundOf(partial.order.reference);
      expect(wholeRefund.amount_millimes).toBe(whole.order.total_millimes);
      expect(partRefund.amount_millimes).toBe(refusedLine.total_millimes);
      const byGateway: (typeof whole)[] = { konnect: [], flouci: [whole], paymee: [], clictopay: [whole, partial] }[
        name
      ];
      expect(double.refunds).toEqual(
        byGateway.map((p) => ({
          ref: p.ref,
          amountMillimes: p === whole ? whole.order.total_millimes : refusedLine.total_millimes,
        })),
      );
      expect(wholeRefund.status).toBe(byGateway.includes(whole) ? 'done' : 'manual');
      expect(partRefund.status).toBe(byGateway.includes(partial) ? 'done' : 'manual');
      // A refund left to the operator reaches them at once.
      const manual = (await fx.mails()).filter((m) => m.key.startsWith('operator:refund-manual:'));
      expect(manual).toHaveLength([wholeRefund, partRefund].filter((r) => r.status === 'manual').length);
    });
  },
);

describe('Paymee without a status call (README: the weaker check)', () => {
  const gw = gatewayApp('paymee', {}, { checkEndpoint: false });

  it('a return before the callback is not believed: variant 2 until Paymee’s signed callback comes', async () => {
    const token = await gw.fx.traveller();
    const { order, ref } = await gw.started(token);
    const paid = gw.double.pay(ref);
    const back = await gw.reach(paid.browser);
    expect(back.headers.location).toBe(`/payment/echec?order=${order.reference}&lang=fr`);
    expect((await gw.fx.order(token, order.reference)).status).toBe('held');
    const callback = paid.callback!;
    const forged = { ...callback, form: { ...callback.form!, amount: '1.000', check_sum: '0'.repeat(32) } };
    expect((await gw.reach(forged)).statusCode).toBe(400);
    expect((await gw.reach(callback)).statusCode).toBe(200);
    expect((await gw.fx.order(token, order.reference)).status).toBe('paid');
  });
});

describe('the re-check of a payment left open at the gateway', () => {
  const gw = gatewayApp('paymee');

  it('asks every minute at first, then every quarter of an hour, every six hours, and after a week no more', async () => {
    const token = await gw.fx.traveller();
    const { order } = await gw.started(token);
    const asked = () => gw.double.server.calls.filter((c) => c.endsWith('/check')).length;
    const runAt = async (minutes: number) => {
      gw.ahead = minutes * 60_000;
      await gw.ctx.app.runOrderJobs();
      return asked();
    };
    expect(await runAt(0)).toBe(0);
    expect(await runAt(2)).toBe(1);
    expect(await runAt(2.5)).toBe(1);
    expect(await runAt(4)).toBe(2);
    expect(await runAt(70)).toBe(3);
    expect(await runAt(80)).toBe(3);
    expect(await runAt(86)).toBe(4);
    expect(await runAt(25 * 60)).toBe(5);
    expect(await runAt(28 * 60)).toBe(5);
    expect(await runAt(31 * 60 + 1)).toBe(6);
    expect(await runAt(8 * 24 * 60)).toBe(6);
    expect(await gw.fx.order(token, order.reference)).toMatchObject({ payment: { status: 'pending' } });
  });
});
