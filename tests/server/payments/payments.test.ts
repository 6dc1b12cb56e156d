import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../../../domain/booking/states.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { orderDossier, stuckOrders } from '../../../server/modules/orders/operator-report.repository.ts';
import { RETURN_LIMITS } from '../../../server/modules/payments/payments.routes.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

describe.each(databases)('payment and the provider’s answer on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  /** The server's clock runs this far ahead of the real one: tests move it instead of waiting. */
  let ahead = 0;
  const fx = bookingFixture(() => ctx, `pay-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind, {}, { now: () => new Date(Date.now() + ahead) });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const { order, events, mails } = fx;
  const held = async (token: string, quantity = 1, room = 'chambre-patio', stay = fx.nextStay()) => {
    const line = await fx.lineFor({ ...stay, rooms: quantity, adults: Math.max(2, quantity) }, quantity, room);
    const res = await fx.checkout(token, [line]);
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json() as { order: OrderView }).order, line };
  };
  const pay = async (token: string, reference: string, key: string = crypto.randomUUID()) => {
    const res = await fx.pay(token, reference, key);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { payment: { reference: string; redirect_url: string; status: string } }).payment;
  };
  const { press } = fx;
  const freeOf = async (stay: { arrival: string; departure: string }, room: string) =>
    (await fx.lineFor({ ...stay, adults: 1, child_ages: [], rooms: 1 }, 1, room)).free;
  const linkIn = (text: string, word: 'Confirmer' | 'Refuser') => {
    const url = new URL(text.match(new RegExp(`${word} / \\w+: (\\S+)`))![1]!);
    return Object.fromEntries(url.searchParams) as Record<string, string>;
  };

  it('approved: verified with the gateway, paid, the hotel asked; a callback replayed ten times acts once', async () => {
    const token = await fx.traveller();
    const o = await held(token);
    const payment = await pay(token, o.reference);
    expect(payment.status).toBe('pending');
    // The same key answers the same attempt.
    expect((await pay(token, o.reference, 'same-key-1')).reference).toBe(
      (await pay(token, o.reference, 'same-key-1')).reference,
    );
    const live = await pay(token, o.reference);
    const landed = await press(live.redirect_url, 'approve');
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/payment/success?order=${o.reference}&lang=fr`);

    const paid = await order(token, o.reference);
    expect(paid.status).toBe('paid');
    expect(paid.payment).toMatchObject({ reference: live.reference, status: 'paid' });
    expect(paid.lines[0]).toMatchObject({ status: 'pending_provider', cancellable: true });
    expect(Date.parse(paid.lines[0]!.answer_by!)).toBeGreaterThan(Date.now());

    const gatewayRef = new URL(live.redirect_url).pathname.split('/').pop();
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject(
        `/utilisateur/payments/callback?attempt=${live.reference}&payment_ref=${gatewayRef}`,
      );
      expect(res.json()).toEqual({ received: true });
    }
    expect((await events(o.reference)).filter((e) => e === 'payment_verified')).toHaveLength(1);
    const sent = (await mails()).filter(
      (m) => m.key === `paid:${o.reference}` || m.key === `provider-request:${o.lines[0]!.id}`,
    );
    expect(sent.map((m) => m.to_address).sort()).toEqual(
      [`amira.pay-${kind}.1@example.com`, 'contact@dar-yasmine.example.tn'].sort(),
    );
    await ctx.app.runOrderJobs();
    const outbox = await ctx.db.kysely
      .selectFrom('mail_outbox')
      .select(['key', 'sent_at'])
      .where('key', '=', `paid:${o.reference}`)
      .executeTakeFirstOrThrow();
    expect(outbox.sent_at).not.toBeNull();
  });

  it('declined or abandoned: nothing recorded, the rooms free again, the failure page', async () => {
    const token = await fx.traveller();
    for (const action of ['decline', 'abandon']) {
      const stay = fx.nextStay();
      const before = await freeOf(stay, 'chambre-patio');
      const o = await held(token, 1, 'chambre-patio', stay);
      expect(await freeOf(stay, 'chambre-patio')).toBe(before - 1);
      const landed = await press((await pay(token, o.reference)).redirect_url, action);
      expect(landed.headers.location).toBe(`/payment/echec?order=${o.reference}&lang=fr`);
      expect((await order(token, o.reference)).status).toBe('released');
      expect(await freeOf(stay, 'chambre-patio')).toBe(before);
      // A released order is not paid again: the traveller checks out anew.
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/utilisateur/orders/${o.reference}/payments`,
        headers: { ...auth(token), 'idempotency-key': crypto.randomUUID() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'order_not_payable' });
    }
  });

  it('a lost callback: the periodic re-check asks the gateway and settles the order', async () => {
    const token = await fx.traveller();
    const o = await held(token);
    const live = await pay(token, o.reference);
    const gatewayRef = new URL(live.redirect_url).pathname.split('/').pop()!;
    // The bank took the money; its callback never arrived and the traveller never came back.
    await ctx.db.kysely
      .updateTable('sandbox_payments')
      .set({ status: 'completed' })
      .where('gateway_ref', '=', gatewayRef)
      .execute();
    expect((await order(token, o.reference)).status).toBe('held');
    ahead += 2 * 60_000;
    await ctx.app.runOrderJobs();
    expect((await order(token, o.reference)).status).toBe('paid');
  });

  it('approved too late with the rooms still free: they are taken again and it is a success', async () => {
    const token = await fx.traveller();
    const stay = fx.nextStay();
    const before = await freeOf(stay, 'chambre-patio');
    const o = await held(token, 1, 'chambre-patio', stay);
    const live = await pay(token, o.reference);
    const late = await press(live.redirect_url, 'approve-late');
    expect(late.statusCode).toBe(200);
    expect((await order(token, o.reference)).status).toBe('released');
    expect(await freeOf(stay, 'chambre-patio')).toBe(before);
    const landed = await press(live.redirect_url, 'confirm-late');
    expect(landed.headers.location).toBe(`/payment/success?order=${o.reference}&lang=fr`);
    expect((await order(token, o.reference)).status).toBe('paid');
    expect(await freeOf(stay, 'chambre-patio')).toBe(before - 1);
  });

  it('approved too late with the rooms gone: unsettled, refunded automatically, the operator told', async () => {
    const [first, second] = [await fx.traveller(), await fx.traveller()];
    const stay = fx.nextStay();
    const o = await held(first, 2, 'chambre-simple', stay);
    const live = await pay(first, o.reference, 'late-gone-key');
    await press(live.redirect_url, 'approve-late');
    // Someone else books the two rooms the hold gave back.
    const other = await held(second, 2, 'chambre-simple', stay);
    expect(other.status).toBe('held');
    const landed = await press(live.redirect_url, 'confirm-late');
    expect(landed.headers.location).toBe(`/payment/echec?order=${o.reference}&lang=fr`);
    const unsettled = await order(first, o.reference);
    expect(unsettled.status).toBe('unsettled');
    expect(unsettled.refunds).toEqual([
      { amount_millimes: o.total_millimes, reason: 'late_payment', status: 'requested', line_id: null },
    ]);
    const keys = (await mails()).map((m) => m.key);
    expect(keys).toContain(`late-refund:${o.reference}`);
    expect(keys).toContain(`operator:late-payment:${o.reference}`);
    await ctx.app.runOrderJobs();
    expect((await order(first, o.reference)).refunds[0]!.status).toBe('done');
    const bank = await ctx.db.kysely
      .selectFrom('sandbox_payments')
      .select('status')
      .where('attempt_ref', '=', live.reference)
      .executeTakeFirstOrThrow();
    expect(bank.status).toBe('refunded');
  });

  it('a second attempt that is also paid is refunded', async () => {
    const token = await fx.traveller();
    const o = await held(token);
    const older = await pay(token, o.reference);
    const newer = await pay(token, o.reference);
    expect((await press(newer.redirect_url, 'approve')).headers.location).toContain('/payment/success');
    // The older page was still open at the bank, and the traveller paid there too.
    expect((await press(older.redirect_url, 'approve')).headers.location).toContain('/payment/success');
    const view = await order(token, o.reference);
    expect(view).toMatchObject({ status: 'paid', payment: { reference: newer.reference } });
    expect(view.refunds).toEqual([
      { amount_millimes: o.total_millimes, reason: 'second_payment', status: 'requested', line_id: null },
    ]);
    await ctx.app.runOrderJobs();
    expect((await order(token, o.reference)).refunds[0]!.status).toBe('done');
  });

  it('what the gateway cannot confirm, or confirms wrong, is never paid: variant 2 and the operator told', async () => {
    const token = await fx.traveller();
    const lost = await held(token);
    const a = await pay(token, lost.reference);
    // The gateway no longer knows the payment (down, or answering nonsense).
    await ctx.db.kysely.deleteFrom('sandbox_payments').where('attempt_ref', '=', a.reference).execute();
    const back = await ctx.app.inject(`/utilisateur/payments/return?attempt=${a.reference}`);
    expect(back.headers.location).toBe(`/payment/echec?order=${lost.reference}&lang=fr`);
    expect((await order(token, lost.reference)).status).toBe('held');
    expect((await mails()).map((m) => m.key)).toContain(`operator:unverified:${a.reference}`);

    const wrong = await held(token);
    const b = await pay(token, wrong.reference);
    await ctx.db.kysely
      .updateTable('sandbox_payments')
      .set({ amount_millimes: 1000 })
      .where('attempt_ref', '=', b.reference)
      .execute();
    expect((await press(b.redirect_url, 'approve')).headers.location).toContain('/payment/echec');
    const view = await order(token, wrong.reference);
    expect(view.status).toBe('unsettled');
    expect(view.payment?.status).toBe('mismatch');
    expect((await mails()).map((m) => m.key)).toContain(`operator:mismatch:${b.reference}`);
  });

  it('the hotel confirms from its e-mail’s page with a POST; a forged or replayed answer changes nothing', async () => {
    const token = await fx.traveller();
    const o = await held(token);
    await press((await pay(token, o.reference)).redirect_url, 'approve');
    const request = (await mails()).find((m) => m.key === `provider-request:${o.lines[0]!.id}`)!;
    const confirm = linkIn(request.text, 'Confirmer');
    expect(confirm.action).toBe('confirm');
    // Opening the page (what a mail scanner does) answers nothing.
    const page = await ctx.app.inject(`/utilisateur/provider/answers?${new URLSearchParams(confirm)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      answer: { reference: o.reference, status: 'pending_provider', action: 'confirm' },
    });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/provider/answers',
      payload: { ...confirm, action: 'refuse' },
    });
    expect(forged.statusCode).toBe(403);
    const answered = await ctx.app.inject({ method: 'POST', url: '/utilisateur/provider/answers', payload: confirm });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await order(token, o.reference)).lines[0]!.status).toBe('confirmed');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/provider/answers',
      payload: linkIn(request.text, 'Refuser'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_answered' });
    expect((await mails()).filter((m) => m.key === `confirmed:${o.lines[0]!.id}`)).toHaveLength(1);
  });

  it('a refusal, or no answer in time, refuses the stay, frees its rooms and refunds it', async () => {
    const token = await fx.traveller();
    const stay = fx.nextStay();
    const before = await freeOf(stay, 'chambre-patio');
    const refused = await held(token, 1, 'chambre-patio', stay);
    await press((await pay(token, refused.reference)).redirect_url, 'approve');
    const request = (await mails()).find((m) => m.key === `provider-request:${refused.lines[0]!.id}`)!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/provider/answers',
      payload: linkIn(request.text, 'Refuser'),
    });
    expect(res.statusCode).toBe(200);
    const view = await order(token, refused.reference);
    expect(view.lines[0]!.status).toBe('refused');
    expect(view.status).toBe('cancelled');
    expect(view.refunds).toMatchObject([{ reason: 'refused', amount_millimes: refused.total_millimes }]);
    expect(await freeOf(stay, 'chambre-patio')).toBe(before);

    const silent = await held(token);
    await press((await pay(token, silent.reference)).redirect_url, 'approve');
    const due = (await order(token, silent.reference)).lines[0]!.answer_by!;
    ahead += Date.parse(due) - Date.now() + 60_000;
    await ctx.app.runOrderJobs();
    const unanswered = await order(token, silent.reference);
    expect(unanswered.lines[0]!.status).toBe('refused');
    expect(unanswered.refunds).toMatchObject([{ reason: 'deadline', status: 'done' }]);
    expect((await mails()).map((m) => m.key)).toContain(`unanswered:${silent.lines[0]!.id}`);
  });

  it('the traveller cancels: in full before the answer, with the terms’ fee after it', async () => {
    const token = await fx.traveller();
    const early = await held(token);
    await press((await pay(token, early.reference)).redirect_url, 'approve');
    const cancel = (reference: string, line: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/utilisateur/orders/${reference}/lines/${line}/cancel`,
        headers: auth(token),
      });
    const res = await cancel(early.reference, early.lines[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { order: OrderView }).order.refunds).toMatchObject([
      { reason: 'cancelled', amount_millimes: early.total_millimes },
    ]);
    expect((await cancel(early.reference, early.lines[0]!.id)).statusCode).toBe(409);
    const keys = (await mails()).map((m) => m.key);
    expect(keys).toEqual(
      expect.arrayContaining([`cancelled:${early.lines[0]!.id}`, `provider-cancelled:${early.lines[0]!.id}`]),
    );

    // Confirmed, two days before arrival: Dar Yasmine's terms keep 50 % within 3 days.
    const today = tunisiaDateTime(new Date(Date.now() + ahead)).slice(0, 10);
    const soon = { arrival: addDays(today, 2), departure: addDays(today, 3), adults: 2, child_ages: [], rooms: 1 };
    const late = await held(token, 1, 'chambre-patio', soon);
    await press((await pay(token, late.reference)).redirect_url, 'approve');
    const request = (await mails()).find((m) => m.key === `provider-request:${late.lines[0]!.id}`)!;
    await ctx.app.inject({
      method: 'POST',
      url: '/utilisateur/provider/answers',
      payload: linkIn(request.text, 'Confirmer'),
    });
    const after = await cancel(late.reference, late.lines[0]!.id);
    expect(after.statusCode, after.body).toBe(200);
    const kept = Math.round(late.total_millimes / 2);
    expect((after.json() as { order: OrderView }).order.refunds).toMatchObject([
      { reason: 'cancelled', amount_millimes: late.total_millimes - kept },
    ]);

    // « Mes réservations » and the wallet say where the money is: refunds on their way, then sent back, and the fee kept.
    type Money = {
      refund_millimes: number;
      refund_status: string | null;
      refund_since: string | null;
      fee_millimes: number;
    };
    const moneyOf = async (reference: string) => {
      const res = await ctx.app.inject({ url: '/utilisateur/dashbord/user/reservations', headers: auth(token) });
      const { reservations } = res.json() as { reservations: { reference: string; money: Money | null }[] };
      return reservations.find((r) => r.reference === reference)!.money;
    };
    expect(await moneyOf(early.reference)).toMatchObject({
      refund_millimes: early.total_millimes,
      refund_status: 'requested',
      fee_millimes: 0,
    });
    expect((await moneyOf(early.reference))?.refund_since).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await moneyOf(late.reference)).toMatchObject({
      refund_millimes: late.total_millimes - kept,
      refund_status: 'requested',
      fee_millimes: kept,
    });
    await ctx.app.runOrderJobs();
    expect(await moneyOf(early.reference)).toMatchObject({ refund_status: 'done' });
    expect(await moneyOf(late.reference)).toMatchObject({ refund_status: 'done', fee_millimes: kept });
  });

  it('a late callback and the hold’s expiry at the same moment: one wins, the rooms are counted once', async () => {
    const token = await fx.traveller();
    for (let round = 0; round < 5; round++) {
      const stay = fx.nextStay();
      const before = await freeOf(stay, 'chambre-patio');
      const o = await held(token, 1, 'chambre-patio', stay);
      const live = await pay(token, o.reference);
      const gatewayRef = new URL(live.redirect_url).pathname.split('/').pop()!;
      await ctx.db.kysely
        .updateTable('sandbox_payments')
        .set({ status: 'completed' })
        .where('gateway_ref', '=', gatewayRef)
        .execute();
      ahead += HOLD_MINUTES * 60_000;
      await Promise.all([
        ctx.app.runOrderJobs(),
        ctx.app.inject(`/utilisateur/payments/callback?attempt=${live.reference}`),
        ctx.app.inject(`/utilisateur/payments/return?attempt=${live.reference}`),
      ]);
      expect((await order(token, o.reference)).status).toBe('paid');
      expect(await freeOf(stay, 'chambre-patio')).toBe(before - 1);
      expect((await events(o.reference)).filter((e) => e === 'payment_verified')).toHaveLength(1);
    }
  });

  it('lists for the operator what is stuck: unsettled orders and payments pending for over 30 minutes', async () => {
    const token = await fx.traveller();
    const o = await held(token);
    const live = await pay(token, o.reference);
    const later = new Date(Date.now() + ahead + 31 * 60_000);
    const stuck = await stuckOrders(ctx.db.kysely, later);
    expect(stuck.pending.map((p) => p.attempt)).toContain(live.reference);
    expect(stuck.unsettled.length).toBeGreaterThan(0); // the mismatched and late payments above
    const dossier = await orderDossier(ctx.db.kysely, o.reference);
    expect(dossier?.events.map((e) => e.type)).toEqual(['line_held', 'order_created', 'payment_started']);
  });

  it('checks who the hotel welcomes with the reservation page’s rule, and tells the hotel', async () => {
    const token = await fx.traveller();
    const line = await fx.lineFor(fx.nextStay());
    const refused = await fx.checkout(token, [{ ...line, guest: { name: 'Léa', phone: '12', requests: '' } }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_fields', line: 0, fields: { phone: 'invalid_phone' } });
    const guest = { name: 'Léa Martin', phone: '+33 6 12 34 56 78', requests: 'Chambre calme, arrivée tardive' };
    const res = await fx.checkout(token, [{ ...line, guest }]);
    expect(res.statusCode, res.body).toBe(201);
    const o = (res.json() as { order: OrderView }).order;
    await press((await pay(token, o.reference)).redirect_url, 'approve');
    const request = (await mails()).find((m) => m.key === `provider-request:${o.lines[0]!.id}`)!;
    expect(request.text).toContain('Client / guest: Léa Martin, +33 6 12 34 56 78');
    expect(request.text).toContain('Demandes / requests: Chambre calme, arrivée tardive');
  });

  it('lets no one make the server ask the gateway without end: returns are limited per address', async () => {
    const ask = () =>
      ctx.app.inject({
        url: '/utilisateur/payments/return?attempt=PA-00000000000000000000',
        remoteAddress: '10.66.0.9',
      });
    for (let i = 0; i < RETURN_LIMITS.return; i++) expect((await ask()).statusCode).toBe(303);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await ctx.app.inject({
      url: '/utilisateur/payments/return?attempt=PA-00000000000000000000',
      remoteAddress: '10.66.0.10',
    });
    expect(other.statusCode).toBe(303);
  });
});
