import { expect } from 'vitest';
import { quoteStay } from '../../../domain/booking/hotel-quote.ts';
import { availabilityResponseSchema } from '../../../domain/contract/stays.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays } from '../../../domain/rental.ts';
import type { startApp } from '../harness.ts';

type Ctx = Awaited<ReturnType<typeof startApp>>;
let ip = 0;

export interface Stay {
  arrival: string;
  departure: string;
  adults: number;
  child_ages: number[];
  rooms: number;
}

/** An order as its traveller reads it (`GET /orders/{reference}`). */
export interface OrderView {
  reference: string;
  status: string;
  payment: { reference: string; status: string } | null;
  refunds: { amount_millimes: number; reason: string; status: string; line_id: number | null }[];
  total_millimes: number;
  lines: { id: number; status: string; answer_by: string | null; cancellable: boolean; total_millimes: number }[];
}

/** Travellers, stays, checkouts and payments at Dar Yasmine for the order and payment tests. */
export function bookingFixture(ctx: () => Ctx, label: string) {
  let hotelId: number | undefined;
  let stayNumber = 0;
  const hotel = async () =>
    (hotelId ??= (
      await ctx()
        .db.kysely.selectFrom('hotels')
        .select('id')
        .where('slug', '=', 'dar-yasmine')
        .executeTakeFirstOrThrow()
    ).id);
  let travellers = 0;
  /** Every e-mail queued so far. */
  const mails = () =>
    ctx().db.kysely.selectFrom('mail_outbox').select(['key', 'to_address', 'subject', 'text']).execute();
  return {
    hotel,
    /** A new traveller's bearer token. */
    async traveller(): Promise<string> {
      const n = ++travellers;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/utilisateur/auth/register',
        remoteAddress: `10.8.${n % 250}.${++ip % 250}`,
        payload: {
          title: 'mrs',
          firstName: 'Amira',
          lastName: 'Ben Salah',
          email: `amira.${label}.${n}@example.com`,
          password: 'carthage-2026',
          confirmPassword: 'carthage-2026',
          birthDate: '1990-05-12',
          city: 'Tunis',
          phone: '+216 71 000 222',
          zipCode: '1000',
          country: 'Tunisie',
          address: '12 rue de Marseille',
          idNumber: 'A1234567',
          acceptTerms: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { token: string }).token;
    },
    /** A stay of its own for each call (weeks apart, from `daysAhead`), so tests never share rooms. */
    nextStay(daysAhead = 40): Stay {
      const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), daysAhead + 7 * ++stayNumber);
      return { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [], rooms: 1 };
    },
    /** The checkout line for `quantity` rooms of a type at bed and breakfast, priced as the page would. */
    async lineFor(stay: Stay, quantity = 1, room = 'chambre-patio') {
      const id = await hotel();
      const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=${stay.adults}&rooms=${stay.rooms}`;
      const res = await ctx().app.inject(`/utilisateur/hotels/${id}/availability?${query}`);
      const found = availabilityResponseSchema.parse(res.json()).availability;
      const offers = found.rooms.map((r) => ({
        key: r.key,
        capacity: r.max_capacity,
        minNights: r.min_nights,
        rates: r.rates,
        free: r.free,
      }));
      const choices = [{ room, board: 'bed_breakfast' as const, quantity }];
      const quote = quoteStay({ ...stay, childAges: stay.child_ages }, offers, found.policy, choices);
      return {
        kind: 'hotel' as const,
        listing_id: id,
        ...stay,
        choices,
        seen_total_millimes: quote.ok ? quote.quote.total : 0,
        free: found.rooms.find((r) => r.key === room)?.free ?? 0,
      };
    },
    /** The order as its traveller reads it. */
    async order(token: string, reference: string): Promise<OrderView> {
      const res = await ctx().app.inject({
        url: `/utilisateur/orders/${reference}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { order: OrderView }).order;
    },
    /** Starts paying an order: the attempt and the gateway's page. */
    pay(token: string, reference: string, key: string = crypto.randomUUID()) {
      return ctx().app.inject({
        method: 'POST',
        url: `/utilisateur/orders/${reference}/payments`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      });
    },
    /** What the order's history says happened, in order. */
    async events(reference: string) {
      const rows = await ctx()
        .db.kysely.selectFrom('order_events')
        .innerJoin('orders', 'orders.id', 'order_events.order_id')
        .select(['type'])
        .where('orders.reference', '=', reference)
        .orderBy('order_events.id')
        .execute();
      return rows.map((r) => r.type);
    },
    /** The hotel's answer from the e-mail asking it (`Confirmer` or `Refuser`), as its page posts it. */
    async answer(lineId: number, word: 'Confirmer' | 'Refuser') {
      const request = (await mails()).find((m) => m.key === `provider-request:${lineId}`);
      expect(request, `the hotel was asked about line ${lineId}`).toBeDefined();
      const url = new URL(request!.text.match(new RegExp(`${word} / \\w+: (\\S+)`))![1]!);
      return ctx().app.inject({
        method: 'POST',
        url: '/utilisateur/provider/answers',
        payload: Object.fromEntries(url.searchParams),
      });
    },
    mails,
    /** Presses a button of the sandbox's page, then follows the browser back to Rihla: the payment page it lands on. */
    async press(redirectUrl: string, action: string) {
      const { pathname, search } = new URL(redirectUrl);
      // As the page's form posts it.
      const res = await ctx().app.inject({
        method: 'POST',
        url: `${pathname}/${action}${search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      if (res.statusCode !== 303) return res;
      const back = new URL(res.headers.location as string);
      expect(back.origin).toBe('http://rihla.test');
      return ctx().app.inject({ url: `${back.pathname}${back.search}` });
    },
    checkout(token: string, lines: unknown[], locale = 'fr', key: string = crypto.randomUUID()) {
      return ctx().app.inject({
        method: 'POST',
        url: '/utilisateur/orders',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload: { lines: lines.map((l) => ({ ...(l as object), free: undefined })), locale },
      });
    },
  };
}
