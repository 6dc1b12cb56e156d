import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellerReservationsResponseSchema } from '../../../domain/contract/reservations.ts';
import { seatAvailabilityResponseSchema } from '../../../domain/contract/seats.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

const today = () => tunisiaDateTime(new Date()).slice(0, 10);

describe.each(databases)('seats at events and activities on %s (issue 26)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `seats-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  /** A demo event moved to `daysAhead` (one evening, or `days` days), with its seats and price: its id. */
  const event = async (slug: string, o: { daysAhead: number; seats: number; price?: number; days?: number }) => {
    const first = addDays(today(), o.daysAhead);
    const last = addDays(first, (o.days ?? 1) - 1);
    await ctx.db.kysely
      .updateTable('events')
      .set({
        start_at: `${first}T20:30:00`,
        end_at: `${last}T23:30:00`,
        seats: o.seats,
        ...(o.price === undefined ? {} : { price_millimes: o.price }),
      })
      .where('slug', '=', slug)
      .execute();
    const row = await ctx.db.kysely
      .selectFrom('events')
      .select(['id', 'price_millimes'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    return { id: row.id, price: row.price_millimes, date: first };
  };
  const seatsLine = (e: { id: number; price: number; date: string }, seats: number, what = 'event') => ({
    kind: what,
    listing_id: e.id,
    date: e.date,
    seats,
    seen_total_millimes: e.price * seats,
  });
  const availability = async (id: number, what: 'events' | 'activity' = 'events') => {
    const res = await ctx.app.inject(`/utilisateur/${what}/${id}/availability`);
    expect(res.statusCode, res.body).toBe(200);
    return seatAvailabilityResponseSchema.parse(res.json()).seats;
  };
  const checkout = async (token: string, lines: unknown[], status = 201) => {
    const res = await fx.checkout(token, lines);
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as { order: OrderView & { lines: Record<string, unknown>[] }; code: string };
  };
  const payApproved = async (token: string, reference: string) => {
    const res = await fx.pay(token, reference);
    expect(res.statusCode, res.body).toBe(201);
    const landed = await fx.press(
      (res.json() as { payment: { redirect_url: string } }).payment.redirect_url,
      'approve',
    );
    expect(landed.headers.location).toContain('/payment/success');
  };

  it('says which days are open and how many seats are left on each, never cached', async () => {
    const e = await event('nuits-acoustiques-basilique-tabarka-2026', { daysAhead: 12, seats: 40, days: 3 });
    const res = await ctx.app.inject(`/utilisateur/events/${e.id}/availability`);
    expect(res.headers['cache-control']).toContain('no-store');
    const seats = await availability(e.id);
    expect(seats).toMatchObject({ kind: 'event', capacity: 40, price_millimes: e.price, start_time: '20:30' });
    expect(seats.days).toEqual([0, 1, 2].map((i) => ({ date: addDays(e.date, i), available: 40 })));
    expect((await ctx.app.inject('/utilisateur/events/999999/availability')).statusCode).toBe(404);
  });

  it('a paid ticket is held, paid with the sandbox and confirmed at once: no organiser to wait for', async () => {
    const token = await fx.traveller();
    const e = await event('soirees-malouf-kasbah-hammamet-2026', { daysAhead: 15, seats: 50, price: 35_000 });
    const { order } = await checkout(token, [seatsLine(e, 2)]);
    expect(order).toMatchObject({ status: 'held', total_millimes: 70_000 });
    expect(order.lines[0]).toMatchObject({
      kind: 'event',
      status: 'held',
      date: e.date,
      seats: 2,
      start_time: '20:30',
    });
    expect((await availability(e.id)).days[0]).toEqual({ date: e.date, available: 48 });

    await payApproved(token, order.reference);
    const paid = await fx.order(token, order.reference);
    expect(paid.status).toBe('paid');
    expect(paid.lines[0]).toMatchObject({ status: 'confirmed', answer_by: null, cancellable: true });
    expect(await fx.events(order.reference)).toContain('line_confirmed');
    const mails = await fx.mails();
    expect(mails.some((m) => m.key === `provider-request:${paid.lines[0]!.id}`)).toBe(false);
    const mail = mails.find((m) => m.key === `paid:${order.reference}`)!;
    expect(mail.subject).toBe(`Rihla : réservation ${order.reference} confirmée`);
    expect(mail.text).toContain('Votre paiement est vérifié : votre réservation est confirmée.');
    expect(mail.text).toContain('2 places');

    const listed = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/reservations',
      headers: { authorization: `Bearer ${token}` },
    });
    const reservation = travellerReservationsResponseSchema.parse(listed.json()).reservations[0]!;
    expect(reservation).toMatchObject({ kind: 'event', status: 'confirmed', date: e.date, seats: 2 });
    const events = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/resarvationevents',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(events.statusCode, events.body).toBe(200);
    expect((events.json() as { reservation: { reference: string }[] }).reservation[0]!.reference).toBe(order.reference);
  });

  it('a free event is recorded directly, confirmed, with nothing to pay', async () => {
    const token = await fx.traveller();
    const e = await event('marche-des-dattes-deglet-nour-tozeur', { daysAhead: 9, seats: 100, price: 0 });
    const { order } = await checkout(token, [seatsLine(e, 3)]);
    expect(order).toMatchObject({ status: 'requested', total_millimes: 0, payment: null });
    expect(order.lines[0]).toMatchObject({ status: 'confirmed', seats: 3 });
    expect((await fx.pay(token, order.reference)).statusCode).toBe(409);
    const mail = (await fx.mails()).find((m) => m.key === `requested:${order.reference}`)!;
    expect(mail.text).toContain('Votre réservation est confirmée ; il n’y a rien à payer.');
    expect(mail.text).toContain('entrée libre');
  });

  it('seats exceeding those left, then all seats reserved: 409 with how many are left', async () => {
    const [a, b] = [await fx.traveller(), await fx.traveller()];
    const e = await event('theatre-plein-air-ribat-monastir-2026', { daysAhead: 20, seats: 3 });
    await checkout(a, [seatsLine(e, 2)]);
    const exceed = await checkout(b, [seatsLine(e, 2)], 409);
    expect(exceed).toMatchObject({ code: 'seats_unavailable', line: 0, available: 1 });
    await checkout(b, [seatsLine(e, 1)]);
    const full = await checkout(b, [seatsLine(e, 1)], 409);
    expect(full).toMatchObject({ code: 'seats_unavailable', available: 0 });
    expect((await availability(e.id)).days[0]!.available).toBe(0);
  });

  it('an offer whose date has passed cannot be booked, nor a day it does not run', async () => {
    const token = await fx.traveller();
    const e = await event('semi-marathon-corniche-sousse-2026', { daysAhead: -3, seats: 100 });
    const passed = await checkout(token, [seatsLine(e, 1)], 409);
    expect(passed).toMatchObject({ code: 'offer_passed', line: 0 });
    expect((await availability(e.id)).days).toEqual([]);
    const soon = await event('trail-oasis-montagne-chebika-2027', { daysAhead: 12, seats: 100 });
    const notOffered = await checkout(token, [{ ...seatsLine(soon, 1), date: addDays(soon.date, 1) }], 400);
    expect(notOffered).toMatchObject({ code: 'invalid_seats', problem: 'date_not_offered' });
  });

  it('concurrent bookings never oversell: exactly the seats there are', async () => {
    const travellers = await Promise.all(Array.from({ length: 8 }, () => fx.traveller()));
    const e = await event('concert-nouvel-an-theatre-municipal-tunis', { daysAhead: 25, seats: 5 });
    const answers = await Promise.all(travellers.map((token) => fx.checkout(token, [seatsLine(e, 1)])));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const taken = await ctx.db.kysely
      .selectFrom('room_nights')
      .select('taken')
      .where('kind', '=', 'event')
      .where('night', '=', e.date)
      .where('listing_slug', '=', 'concert-nouvel-an-theatre-municipal-tunis')
      .executeTakeFirstOrThrow();
    expect(taken.taken).toBe(5);
  });

  it('a ticket is cancelled until the day before, refunded whole, its seats free again', async () => {
    const token = await fx.traveller();
    const e = await event('exposition-calligraphies-kairouan', { daysAhead: 6, seats: 10, price: 6_000 });
    const { order } = await checkout(token, [seatsLine(e, 4)]);
    await payApproved(token, order.reference);
    const lineId = (await fx.order(token, order.reference)).lines[0]!.id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/orders/${order.reference}/lines/${lineId}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (res.json() as { order: OrderView }).order;
    expect(cancelled.lines[0]).toMatchObject({ status: 'cancelled' });
    expect(cancelled.refunds).toEqual([expect.objectContaining({ amount_millimes: 24_000, reason: 'cancelled' })]);
    expect((await availability(e.id)).days[0]!.available).toBe(10);
  });

  it('places at an activity are paid, then await the organiser, who answers by e-mail', async () => {
    const token = await fx.traveller();
    const activity = await ctx.db.kysely
      .selectFrom('activities')
      .select(['id', 'price_millimes', 'numberplaces'])
      .where('slug', '=', 'cours-cuisine-medina-tunis')
      .executeTakeFirstOrThrow();
    await ctx.db.kysely
      .updateTable('activities')
      .set({ end_date: addDays(today(), 90) })
      .where('id', '=', activity.id)
      .execute();
    const offered = await availability(activity.id, 'activity');
    expect(offered).toMatchObject({ kind: 'activity', capacity: activity.numberplaces, start_time: null });
    expect(offered.days[0]!.date).toBe(today());
    const line = seatsLine(
      { id: activity.id, price: activity.price_millimes, date: addDays(today(), 5) },
      2,
      'activity',
    );
    const { order } = await checkout(token, [line]);
    await payApproved(token, order.reference);
    const paid = await fx.order(token, order.reference);
    expect(paid.lines[0]).toMatchObject({ kind: 'activity', status: 'pending_provider' });
    // Organisers' contacts are not in the catalogue: the operator is asked.
    const request = (await fx.mails()).find((m) => m.key === `provider-request:${paid.lines[0]!.id}`)!;
    expect(request.to_address).toBe(ctx.config.operatorEmail);
    expect((await fx.answer(paid.lines[0]!.id, 'Confirmer')).statusCode).toBe(200);
    expect((await fx.order(token, order.reference)).lines[0]!.status).toBe('confirmed');
  });
});
