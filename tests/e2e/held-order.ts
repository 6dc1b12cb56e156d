import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { demo } from '../demo-catalogue.ts';
import { lastMailTo } from './outbox.ts';
import type { Traveller } from './traveller.ts';

/** Orders held through the API at Dar Yasmine, for the payment journeys. */
export const yasmine = demo.hotels.find((h) => h.slug === 'dar-yasmine')!;
export const single = yasmine.rooms.find((r) => r.key === 'chambre-simple')!;

let weeks = 0;
/** Two nights of its own for each test, weeks apart from the other specs' stays. */
export const nextStay = () => {
  const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 60 + 7 * ++weeks);
  return { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [] as number[], rooms: single.count };
};
type Stay = ReturnType<typeof nextStay>;

/** The traveller signed in on this page's device (the token where the app keeps it). */
export async function signIn(page: Page, traveller: Traveller) {
  await page.addInitScript(
    ({ token, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('rihla.user', JSON.stringify({ firstName: 'Nour', lastName: 'Jaziri', email }));
    },
    { token: traveller.token, email: traveller.email },
  );
}

export async function hotelId(request: APIRequestContext) {
  const { hotels } = (await (await request.get('/utilisateur/allhotels')).json()) as {
    hotels: { data: { id: number; slug: string }[] };
  };
  return hotels.data.find((h) => h.slug === yasmine.slug)!.id;
}

/** Every single room of Dar Yasmine for the stay, held for `traveller` through the API: the order's reference. */
export async function holdAllSingles(request: APIRequestContext, traveller: Traveller, stay: Stay) {
  const id = await hotelId(request);
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=${stay.adults}&rooms=${stay.rooms}`;
  const { availability } = (await (await request.get(`/utilisateur/hotels/${id}/availability?${query}`)).json()) as {
    availability: { rooms: { key: string; free: number; stay: { board: string; total_millimes: number } }[] };
  };
  const room = availability.rooms.find((r) => r.key === single.key)!;
  const option = room.stay;
  const res = await request.post('/utilisateur/orders', {
    headers: { authorization: `Bearer ${traveller.token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      lines: [
        {
          kind: 'hotel',
          listing_id: id,
          ...stay,
          choices: [{ room: single.key, board: option.board, quantity: stay.rooms }],
          seen_total_millimes: option.total_millimes,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { reference: string; total_millimes: number } };
  return { reference: order.reference, total: order.total_millimes, free: room.free };
}

export async function singlesFree(request: APIRequestContext, stay: Stay) {
  const id = await hotelId(request);
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=1&rooms=1`;
  const { availability } = (await (await request.get(`/utilisateur/hotels/${id}/availability?${query}`)).json()) as {
    availability: { rooms: { key: string; free: number }[] };
  };
  return availability.rooms.find((r) => r.key === single.key)?.free ?? 0;
}

/**
 * Pays a held order at Dar Yasmine through the sandbox gateway, then confirms it as the hotel does,
 * from the answer link in its e-mail.
 */
export async function payAndConfirm(request: APIRequestContext, traveller: Traveller, reference: string) {
  const payment = await request.post(`/utilisateur/orders/${reference}/payments`, {
    headers: { authorization: `Bearer ${traveller.token}`, 'idempotency-key': crypto.randomUUID() },
  });
  const { redirect_url } = ((await payment.json()) as { payment: { redirect_url: string } }).payment;
  const gateway = new URL(redirect_url);
  await request.post(`${gateway.pathname}/approve${gateway.search}`, { form: {} });
  const asked = await lastMailTo('contact@dar-yasmine.example.tn', reference);
  const link = new URL(asked.match(/Confirmer \/ Confirm: (\S+)/)![1]!);
  const answer = await request.post('/utilisateur/provider/answers', { data: Object.fromEntries(link.searchParams) });
  expect(answer.status()).toBe(200);
}
