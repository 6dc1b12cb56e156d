import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voyageDeparturesResponseSchema } from '../../../domain/contract/departures.ts';
import { tripBookingsResponseSchema } from '../../../domain/contract/partners.ts';
import { addDays } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';
import { partnerFixture } from './partner-fixture.ts';

describe.each(databases)('booking partners’ trips on %s (issue 27)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `trip-bookings-${kind}`);
  const px = partnerFixture(() => ctx, fx);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const departures = async (id: number) => {
    const res = await ctx.app.inject(`/utilisateur/voyages/${id}/availability`);
    expect(res.statusCode, res.body).toBe(200);
    return voyageDeparturesResponseSchema.parse(res.json()).departures;
  };
  const line = (id: number, date: string, people: number, seen: number) => ({
    kind: 'voyage',
    listing_id: id,
    date,
    people,
    seen_total_millimes: seen,
  });
  /** A traveller's paid booking of `people` on the trip's departure `date`: its order. */
  async function paidBooking(id: number, date: string, people: number, seen: number) {
    const token = await fx.traveller();
    const res = await fx.checkout(token, [line(id, date, people, seen)]);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: OrderView };
    const payment = await fx.pay(token, order.reference);
    expect(payment.statusCode, payment.body).toBe(201);
    await fx.press((payment.json() as { payment: { redirect_url: string } }).payment.redirect_url, 'approve');
    return { token, order: await fx.order(token, order.reference) };
  }
  const bookings = async (token: string) => {
    const res = await px.call(token, 'GET', '/partners/bookings');
    expect(res.statusCode, res.body).toBe(200);
    return tripBookingsResponseSchema.parse(res.json()).bookings;
  };
  const answer = (token: string, lineId: number, body: object, key: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/partners/bookings/${lineId}/answer`,
      headers: { ...px.auth(token), 'idempotency-key': key },
      payload: body,
    });
  const reservations = async (token: string) =>
    (
      (await ctx.app.inject({ url: '/utilisateur/dashbord/user/reservations', headers: px.auth(token) })).json() as {
        reservations: Record<string, unknown>[];
      }
    ).reservations;

  it('a party books a departure priced by the tiers and pays; the guide sees it; a later change to the trip changes nothing bought', async () => {
    const guide = await px.approvedGuide();
    const date = addDays(px.today(), 20);
    const { trip, draft } = await px.publishedTrip(guide, [
      { date, capacity: 8 },
      { date: addDays(px.today(), 27), capacity: 6 },
    ]);
    const offer = await departures(trip.id);
    expect(offer).toMatchObject({
      days: 2,
      tiers: [
        { people: 1, price_millimes: 320_000 },
        { people: 4, price_millimes: 250_000 },
      ],
      dates: [
        { date, capacity: 8, available: 8 },
        { capacity: 6, available: 6 },
      ],
    });

    // Three people pay the one-person tier; a wrong total is refused with the right one.
    const traveller = await fx.traveller();
    const wrong = await fx.checkout(traveller, [line(trip.id, date, 3, 750_000)]);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'price_changed', total_millimes: 960_000 });
    // Five people: the four-people tier.
    const { token, order } = await paidBooking(trip.id, date, 5, 1_250_000);
    expect(order).toMatchObject({ status: 'paid', total_millimes: 1_250_000 });
    expect(order.lines[0]).toMatchObject({
      kind: 'voyage',
      status: 'pending_provider',
      date,
      end: addDays(date, 1),
      people: 5,
      unit_millimes: 250_000,
      guide: { fr: expect.any(String) },
      meeting_point: { lat: 33.4569, lng: 9.0219 },
    });
    expect((await departures(trip.id)).dates[0]!.available).toBe(3);

    // The guide is asked by e-mail and sees it in their space, with the traveller and paid state.
    const lineId = order.lines[0]!.id;
    const request = (await fx.mails()).find((m) => m.key === `provider-request:${lineId}`);
    expect(request?.text).toContain('/fr/guide');
    expect(await bookings(guide)).toMatchObject([
      {
        line_id: lineId,
        reference: order.reference,
        trip: { id: trip.id, name: { fr: 'Nuit au Grand Erg' } },
        people: 5,
        status: 'pending_provider',
        paid: true,
        traveller: { name: 'Amira Ben Salah', phone: '+216 71 000 222' },
      },
    ]);

    // A booked departure is neither dropped by an edit nor given fewer places than it has sold.
    const dropped = await px.call(guide, 'PUT', `/partners/trips/${trip.id}`, {
      ...draft,
      departures: draft.departures.filter((d) => d.date !== date),
    });
    expect(dropped.json()).toMatchObject({ code: 'invalid_fields', fields: { departures: 'booked_departure' } });
    const shrunk = await px.call(guide, 'PUT', `/partners/trips/${trip.id}`, {
      ...draft,
      departures: draft.departures.map((d) => (d.date === date ? { ...d, capacity: 4 } : d)),
    });
    expect(shrunk.json()).toMatchObject({ code: 'invalid_fields', fields: { departures: 'below_booked' } });

    // The guide changes the tiers and the programme: the booking keeps its price and its days.
    const changed = await px.call(guide, 'PUT', `/partners/trips/${trip.id}`, {
      ...draft,
      tiers: [{ people: 1, priceMillimes: 400_000 }],
      days: [draft.days[0]],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await fx.order(token, order.reference)).lines[0]).toMatchObject({
      total_millimes: 1_250_000,
      unit_millimes: 250_000,
      end: addDays(date, 1),
    });
    expect((await departures(trip.id)).days).toBe(1);

    // The traveller's dashboard and wallet list it with the guide and the meeting point.
    expect(await reservations(token)).toMatchObject([
      { kind: 'voyage', status: 'pending_provider', people: 5, lat: 33.4569, lng: 9.0219, listing_id: trip.id },
    ]);

    // Only this trip's guide sees or answers it.
    const other = await px.approvedGuide();
    expect(await bookings(other)).toEqual([]);
    expect((await answer(other, lineId, { action: 'accept' }, 'other-guide-key')).statusCode).toBe(404);
    expect((await px.call(token, 'GET', '/partners/bookings')).statusCode).toBe(403);
  });

  it('accept and reject are idempotent with their key, a rejection says why and is refunded, a late answer gets 409', async () => {
    const guide = await px.approvedGuide();
    const date = addDays(px.today(), 30);
    const { trip } = await px.publishedTrip(guide, [{ date, capacity: 10 }]);

    const accepted = await paidBooking(trip.id, date, 2, 640_000);
    const acceptedLine = accepted.order.lines[0]!.id;
    const first = await answer(guide, acceptedLine, { action: 'accept' }, 'accept-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ booking: { status: 'confirmed' } });
    // The phone retries (its first answer's reply was lost): the same answer, nothing more.
    const again = await answer(guide, acceptedLine, { action: 'accept' }, 'accept-key-1');
    expect(again.statusCode).toBe(200);
    expect((await fx.events(accepted.order.reference)).filter((e) => e === 'provider_confirmed')).toHaveLength(1);
    const late = await answer(guide, acceptedLine, { action: 'reject', reason: 'Trop tard' }, 'reject-key-1');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'already_answered', status: 'confirmed' });
    const mails = await fx.mails();
    expect(mails.filter((m) => m.key === `confirmed:${acceptedLine}`)).toHaveLength(1);
    expect(mails.find((m) => m.key === `confirmed:${acceptedLine}`)!.text).toContain('a confirmé votre réservation');
    expect((await reservations(accepted.token))[0]).toMatchObject({ status: 'confirmed' });

    const rejected = await paidBooking(trip.id, date, 1, 320_000);
    const rejectedLine = rejected.order.lines[0]!.id;
    const noReason = await answer(guide, rejectedLine, { action: 'reject', reason: '  ' }, 'reject-key-2');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'invalid_fields', fields: { reason: 'required' } });
    const reason = 'Le bivouac est fermé ce jour-là (tempête annoncée).';
    expect((await answer(guide, rejectedLine, { action: 'reject', reason }, 'reject-key-3')).statusCode).toBe(200);
    expect((await answer(guide, rejectedLine, { action: 'reject', reason }, 'reject-key-3')).statusCode).toBe(200);
    const refunded = await fx.order(rejected.token, rejected.order.reference);
    expect(refunded).toMatchObject({ status: 'cancelled', lines: [{ status: 'refused' }] });
    expect(refunded.refunds).toMatchObject([{ reason: 'refused', amount_millimes: 320_000 }]);
    const refusal = (await fx.mails()).find((m) => m.key === `refused:${rejectedLine}`)!;
    expect(refusal.text).toContain(reason);
    expect(await reservations(rejected.token)).toMatchObject([{ status: 'refused', refusal_reason: reason }]);
    expect(await reservations(accepted.token)).toMatchObject([{ status: 'confirmed', refusal_reason: null }]);
    // Its places are free again: 10 − 2 accepted.
    expect((await departures(trip.id)).dates[0]!.available).toBe(8);

    // Nobody answered in time: the job refuses it; the guide's answer after that is told so.
    const silent = await paidBooking(trip.id, date, 1, 320_000);
    const silentLine = silent.order.lines[0]!.id;
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ answer_by: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', silentLine)
      .execute();
    await ctx.app.runOrderJobs();
    const tooLate = await answer(guide, silentLine, { action: 'accept' }, 'accept-key-late');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({ code: 'answer_too_late', status: 'refused' });
    expect(await bookings(guide)).toMatchObject([
      { line_id: acceptedLine, status: 'confirmed' },
      { line_id: rejectedLine, status: 'refused' },
      { line_id: silentLine, status: 'refused' },
    ]);
  });

  it('a departure never takes more people than its capacity, under concurrent bookings', async () => {
    const guide = await px.approvedGuide();
    const date = addDays(px.today(), 40);
    const { trip } = await px.publishedTrip(guide, [{ date, capacity: 5 }]);
    const travellers = await Promise.all([1, 2, 3, 4].map(() => fx.traveller()));
    const results = await Promise.all(travellers.map((token) => fx.checkout(token, [line(trip.id, date, 2, 640_000)])));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'seats_unavailable', available: 1 });
    expect((await departures(trip.id)).dates[0]!.available).toBe(1);
    // A party larger than what is left, or a departure no longer open, is refused.
    expect((await fx.checkout(travellers[0]!, [line(trip.id, addDays(date, 1), 1, 320_000)])).json()).toMatchObject({
      code: 'offer_passed',
    });
  });

  it('the guide cancels a departure: it is no longer booked, every party on it is refunded in full and e-mailed', async () => {
    const guide = await px.approvedGuide();
    const date = addDays(px.today(), 50);
    const other = addDays(px.today(), 57);
    const { trip } = await px.publishedTrip(guide, [
      { date, capacity: 10 },
      { date: other, capacity: 10 },
    ]);
    const waiting = await paidBooking(trip.id, date, 2, 640_000);
    const accepted = await paidBooking(trip.id, date, 1, 320_000);
    const elsewhere = await paidBooking(trip.id, other, 1, 320_000);
    expect(
      (await answer(guide, accepted.order.lines[0]!.id, { action: 'accept' }, 'accept-before-cancel')).statusCode,
    ).toBe(200);

    const stranger = await px.approvedGuide();
    const cancel = (token: string, day: string) =>
      px.call(token, 'POST', `/partners/trips/${trip.id}/departures/${day}/cancel`);
    expect((await cancel(stranger, date)).statusCode).toBe(404);
    const res = await cancel(guide, date);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: 2 });
    expect((await cancel(guide, date)).statusCode).toBe(404);

    for (const { token, order } of [waiting, accepted]) {
      const now = await fx.order(token, order.reference);
      expect(now).toMatchObject({ status: 'cancelled', lines: [{ status: 'cancelled' }] });
      expect(now.refunds).toMatchObject([{ reason: 'provider_cancelled', amount_millimes: order.total_millimes }]);
      const mail = (await fx.mails()).find((m) => m.key === `provider-cancelled-line:${order.lines[0]!.id}`);
      expect(mail?.text).toContain('a dû annuler ce départ');
    }
    expect((await fx.order(elsewhere.token, elsewhere.order.reference)).lines[0]).toMatchObject({
      status: 'pending_provider',
    });
    expect((await departures(trip.id)).dates.map((d) => d.date)).toEqual([other]);
    expect((await fx.checkout(await fx.traveller(), [line(trip.id, date, 1, 320_000)])).json()).toMatchObject({
      code: 'offer_passed',
    });
  });

  it('a partner agency has the same trip space: its trip is on its page, booked, and answered by the agency', async () => {
    const agency = await px.approvedAgency('Jérid Évasion');
    const date = addDays(px.today(), 45);
    const { trip } = await px.publishedTrip(agency, [{ date, capacity: 6 }]);
    expect(trip.leader).toMatchObject({ kind: 'agency' });
    const slug = trip.leader.kind === 'agency' ? trip.leader.slug : '';
    const page = (await ctx.app.inject(`/utilisateur/agencies/${slug}`)).json() as {
      agency: { voyages: { id: number; agency: { slug: string } | null; guide: unknown }[] };
    };
    expect(page.agency.voyages).toMatchObject([{ id: trip.id, agency: { slug }, guide: null }]);
    expect((await ctx.app.inject(`/utilisateur/voyages/${trip.id}`)).json()).toMatchObject({
      voyage: { guide_id: null, agency: { slug, name: 'Jérid Évasion' } },
    });

    const { order } = await paidBooking(trip.id, date, 2, 640_000);
    const lineId = order.lines[0]!.id;
    expect(order.lines[0]).toMatchObject({ guide: { fr: 'Jérid Évasion' } });
    expect((await bookings(agency)).map((b) => b.line_id)).toEqual([lineId]);
    expect((await answer(agency, lineId, { action: 'accept' }, 'agency-accepts')).json()).toMatchObject({
      booking: { status: 'confirmed' },
    });
  });
});
