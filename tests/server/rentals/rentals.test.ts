import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RentalReservation, travellerReservationsResponseSchema } from '../../../domain/contract/reservations.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays, dailyPrice, rentalDays, rentalTotal } from '../../../domain/rental.ts';
import { databases, startApp } from '../harness.ts';
import { bookingFixture, type OrderView } from '../orders/booking-fixture.ts';

interface Offer {
  id: number;
  registration_number: string;
  prices: { from_days: number; price: number }[];
  rental: { days: number; price: number; total: number };
}

/** The price and total of a vehicle for other days, as the page would show them. */
const priced = (offer: Offer, days: { from: string; to: string }) => {
  const price = dailyPrice(offer.prices, rentalDays(days.from, days.to));
  return { price, total: rentalTotal(price, rentalDays(days.from, days.to)) };
};

describe.each(databases)('renting a car or a bus on %s (spec §7)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  const fx = bookingFixture(() => ctx, `rent-${kind}`);
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  let week = 0;
  /** Days of their own for each test, weeks apart, from a month ahead. */
  const nextDays = (length = 3) => {
    const from = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30 + 7 * ++week);
    return { from, to: addDays(from, length) };
  };
  /** What the page lists for those days: a free vehicle, with the price and total it shows. */
  const offers = async (days: { from: string; to: string }, what: 'vehicles' | 'bus' = 'vehicles') => {
    const res = await ctx.app.inject(`/utilisateur/${what}?from=${days.from}&to=${days.to}&page=1`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { data: Offer[] } }).data.data;
  };
  const reserve = (
    token: string | null,
    body: Record<string, unknown>,
    options: { what?: 'vehicles' | 'bus'; language?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/${options.what ?? 'vehicles'}/reservations`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: body,
    });
  const bodyFor = (offer: Offer, days: { from: string; to: string }) => ({
    from: days.from,
    to: days.to,
    ramassage: 'Aéroport Tunis-Carthage',
    distribution: 'Hôtel Dar Yasmine, Sidi Bou Saïd',
    price: offer.rental.price,
    total: offer.rental.total,
    vehicle_id: offer.id,
  });
  const order = (token: string, reference: string) => fx.order(token, reference) as unknown as Promise<OrderView>;

  it('records a request as the spec writes it: 201 with its message, the renter asked, the traveller told', async () => {
    const token = await fx.traveller();
    const days = nextDays();
    const [car] = await offers(days);
    const res = await reserve(token, bodyFor(car!, days), { language: 'ar,fr;q=0.8' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as { message: string; reservation: { reference: string; status: string; total: number } };
    expect(answer.message).toBe('تم تسجيل الحجز! سيؤكده لك المؤجّر عبر البريد الإلكتروني.');
    expect(answer.reservation).toMatchObject({ status: 'pending_provider', total: car!.rental.total, ...days });
    const { reference } = answer.reservation;

    const view = (await order(token, reference)) as unknown as {
      status: string;
      lines: { kind: string; status: string; days: number; pickup: string; total_millimes: number }[];
    };
    expect(view.status).toBe('requested');
    expect(view.lines).toEqual([
      expect.objectContaining({
        kind: 'vehicle',
        status: 'pending_provider',
        days: car!.rental.days,
        pickup: 'Aéroport Tunis-Carthage',
        total_millimes: car!.rental.total * 1000,
      }),
    ]);
    const mails = await fx.mails();
    const toTraveller = mails.find((m) => m.key === `requested:${reference}`)!;
    expect(toTraveller.subject).toContain(reference);
    expect(toTraveller.text).toContain('الاستلام: Aéroport Tunis-Carthage');
    const lineId = (view as unknown as OrderView).lines[0]!.id;
    const toRenter = mails.find((m) => m.key === `provider-request:${lineId}`)!;
    expect(toRenter.text).toContain('paiement à la prise en charge');
    expect(toRenter.text).toMatch(/Confirmer \/ Confirm: http/);

    // The renter confirms from its e-mail's page; the traveller is told; nothing is refunded (nothing was paid).
    expect((await fx.answer(lineId, 'Confirmer')).statusCode).toBe(200);
    expect((await fx.mails()).map((m) => m.key)).toContain(`confirmed:${lineId}`);
    const dashboard = await ctx.app.inject({
      url: '/utilisateur/dashbord/user/reservations',
      headers: { authorization: `Bearer ${token}` },
    });
    const { reservations } = travellerReservationsResponseSchema.parse(dashboard.json());
    const rental = reservations.find((r) => r.reference === reference) as RentalReservation;
    expect(rental).toMatchObject({
      kind: 'vehicle',
      status: 'confirmed',
      cancellable: true,
      from: days.from,
      to: days.to,
      dropoff: 'Hôtel Dar Yasmine, Sidi Bou Saïd',
      vehicle: { registration_number: car!.registration_number },
    });
    expect(rental.lat).not.toBeNull();
  });

  it('refuses what cannot be booked, with a reason in the traveller’s language', async () => {
    const token = await fx.traveller();
    const days = nextDays();
    const [car] = await offers(days);
    const body = bodyFor(car!, days);
    expect((await reserve(null, body)).statusCode).toBe(401);

    const noPlace = await reserve(token, { ...body, ramassage: '  ' }, { language: 'en' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json()).toMatchObject({
      code: 'invalid_fields',
      message: 'Check the dates (from tomorrow on) and the pick-up and drop-off places.',
      fields: { pickup: 'required' },
    });
    const today = tunisiaDateTime(new Date()).slice(0, 10);
    const tooEarly = await reserve(token, { ...body, from: today });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json()).toMatchObject({ fields: { from: 'too_early' } });

    // A bus is not rented on the cars' route.
    const [bus] = await offers(days, 'bus');
    const wrongKind = await reserve(token, {
      ...body,
      vehicle_id: bus!.id,
      price: bus!.rental.price,
      total: bus!.rental.total,
    });
    expect(wrongKind.statusCode).toBe(404);

    const stale = await reserve(token, { ...body, total: body.total - 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'price_changed', total: car!.rental.total, price: car!.rental.price });
    expect((stale.json() as { message: string }).message).toContain(`${car!.rental.total} DT`);
  });

  it('takes the days, the return day included: overlaps are refused, the next day is free', async () => {
    const [first, second] = [await fx.traveller(), await fx.traveller()];
    const days = nextDays(2);
    const [car] = await offers(days);
    expect((await reserve(first, bodyFor(car!, days))).statusCode).toBe(201);
    // Gone from the list for those days.
    expect((await offers(days)).map((o) => o.id)).not.toContain(car!.id);
    // Starting on the return day: refused.
    const onReturn = { from: days.to, to: addDays(days.to, 2) };
    const taken = await reserve(second, { ...bodyFor(car!, onReturn), ...priced(car!, onReturn) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'vehicle_unavailable' });
    const after = { from: addDays(days.to, 1), to: addDays(days.to, 3) };
    const [again] = (await offers(after)).filter((o) => o.id === car!.id);
    expect(again, 'free the day after the return').toBeDefined();
    expect((await reserve(second, bodyFor(again!, after))).statusCode).toBe(201);
  });

  it('concurrent requests for the same vehicle and days: exactly one wins', async () => {
    const travellers = await Promise.all(Array.from({ length: 6 }, () => fx.traveller()));
    const days = nextDays(4);
    const [car] = await offers(days);
    const answers = await Promise.all(travellers.map((token) => reserve(token, bodyFor(car!, days))));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const rented = await ctx.db.kysely
      .selectFrom('room_nights')
      .select(['night', 'taken'])
      .where('kind', '=', 'vehicle')
      .where('listing_slug', '=', car!.registration_number)
      .where('night', '>=', days.from)
      .where('night', '<=', days.to)
      .execute();
    expect(rented).toHaveLength(5);
    expect(rented.every((r) => r.taken === 1)).toBe(true);
  });

  it('rents a bus with bus_id; cancelling frees its days and refunds nothing', async () => {
    const token = await fx.traveller();
    const days = nextDays(1);
    const [bus] = await offers(days, 'bus');
    const { vehicle_id: _, ...body } = bodyFor(bus!, days);
    const res = await reserve(token, { ...body, bus_id: bus!.id }, { what: 'bus' });
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = (res.json() as { reservation: { reference: string } }).reservation;
    expect((await offers(days, 'bus')).map((o) => o.id)).not.toContain(bus!.id);
    const line = (await order(token, reference)).lines[0]!;
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/utilisateur/orders/${reference}/lines/${line.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const view = (cancel.json() as { order: OrderView }).order;
    expect(view).toMatchObject({ status: 'cancelled', refunds: [] });
    expect((await offers(days, 'bus')).map((o) => o.id)).toContain(bus!.id);
    expect((await fx.mails()).map((m) => m.key)).toContain(`provider-cancelled:${line.id}`);
  });

  it('a renter without an e-mail address: the operator gets the answer links', async () => {
    const token = await fx.traveller();
    const days = nextDays(1);
    const [car] = await offers(days);
    const { agency_id } = await ctx.db.kysely
      .selectFrom('vehicles')
      .select('agency_id')
      .where('id', '=', car!.id)
      .executeTakeFirstOrThrow();
    await ctx.db.kysely.updateTable('agencies').set({ email: null }).where('id', '=', agency_id).execute();
    const res = await reserve(token, bodyFor(car!, days));
    expect(res.statusCode, res.body).toBe(201);
    const { reference } = (res.json() as { reservation: { reference: string } }).reservation;
    const line = (await order(token, reference)).lines[0]!;
    const request = (await fx.mails()).find((m) => m.key === `provider-request:${line.id}`);
    expect(request?.to_address).toBe('contact@rihla.localhost');
  });
});
