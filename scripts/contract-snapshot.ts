/**
 * Records what the server answers — every documented API call (with its query variants and
 * errors), every page kind's server-rendered HTML and page data in three languages — one file per
 * request, so that a refactor can prove it changed nothing: snapshot before, snapshot after,
 * `diff -r`. Needs a build (`npm run build`) for the pages.
 *
 *   npx tsx scripts/contract-snapshot.ts /tmp/before
 */
import fs from 'node:fs';
import path from 'node:path';
import { quoteStay } from '../domain/booking/hotel-quote.ts';
import { tunisiaDateTime } from '../domain/dates.ts';
import { addDays, dailyPrice, rentalDays, rentalTotal } from '../domain/rental.ts';
import { PAGE_PATHS } from '../tests/e2e/page-urls.ts';
import { startApp } from '../tests/server/harness.ts';

const outDir = process.argv[2] as string;
if (!outDir) throw new Error('usage: contract-snapshot.ts <output folder>');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const ctx = await startApp('sqlite', { DIST_DIR: path.resolve('dist'), SSR_DIR: path.resolve('dist-ssr') });
let address = 0;
let count = 0;
/** Calls that change state, numbered apart from the reads, so that a new read shifts no number. */
let writes = 0;

/**
 * Tokens, times of fetching and a build's file hashes differ on every run; everything else must
 * not. (Chunk names are kept: a page that preloads other parts after a change shows up.)
 */
const stable = (text: string) =>
  text
    .replace(/"token":"[^"]+"/g, '"token":"…"')
    .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"…"')
    .replace(/"expiresAt":"[^"]+"/g, '"expiresAt":"…"')
    .replace(/"at":\d+/g, '"at":…')
    // A booking's references, and the times a booking's clock sets (now + the hold, the answer's deadline).
    .replace(/RH-[2-9A-Z]{4}-[2-9A-Z]{4}/g, 'RH-…')
    .replace(/PA-[0-9A-F]{20}/g, 'PA-…')
    .replace(/"(hold_expires_at|answer_by|created_at|booked_at|answered_at)":"[^"]+"/g, '"$1":"…"')
    .replace(/(sandbox-gateway\/pay\/)[\w-]+/g, '$1…')
    .replace(/(assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2');

async function record(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  const headers = ['content-type', 'cache-control', 'location', 'vary']
    .filter((name) => res.headers[name] !== undefined)
    .map((name) => `${name}: ${res.headers[name]}`);
  // Calls that change state are recorded in the order they were made.
  const order = method === 'GET' ? '' : `${String(++writes).padStart(3, '0')} `;
  const name = `${order}${method} ${stable(url)}`.replace(/[^\w.=&,-]+/g, '_').slice(0, 180);
  fs.writeFileSync(
    path.join(outDir, `${name}.txt`),
    `${method} ${stable(url)}\n${res.statusCode}\n${headers.join('\n')}\n\n${stable(res.body)}\n`,
  );
  count++;
  return res;
}

const API = '/utilisateur';
const doc = JSON.parse((await record('GET', `${API}/openapi.json`)).body) as {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; security?: unknown[] }>>;
};

/** A real value for each path parameter, read from the list the item belongs to. */
const LIST_OF: Record<string, string> = {
  '/agencies/{slug}': '/allagencies',
  '/hotelsbystate/{state}': '/states',
};
async function sampleFor(template: string): Promise<string | null> {
  const key = template.replace(API, '');
  const list = LIST_OF[key] ?? (key.includes('{state}') ? '/states' : key.replace(/\/\{\w+\}$/, ''));
  const body = (await ctx.app.inject({ url: `${API}${list}` })).body;
  const slug = /"slug":"([^"]+)"/.exec(body)?.[1];
  return slug ?? null;
}

const QUERY_SAMPLES: Record<string, string[]> = {
  page: ['2', '999', 'abc'],
  search: ['dj', 'x'.repeat(300)],
  destination_id: ['1'],
  city_id: ['1'],
  status: ['upcoming', 'past'],
  q: ['djerba', 'sidi'],
  type: ['video'],
  kind: ['hotel'],
  listing_id: ['1'],
  lang: ['en'],
  per_page: ['3'],
};

for (const [template, operations] of Object.entries(doc.paths)) {
  const get = operations.get;
  // Calls of a session are recorded below, as a traveller makes them.
  if (!get || get.security) continue;
  let url = template;
  if (template.includes('{id}')) {
    url = template.replace('{id}', '1');
    await record('GET', template.replace('{id}', '999999'));
    await record('GET', template.replace('{id}', 'abc'));
  } else if (/\{\w+\}/.test(template)) {
    await record('GET', template.replace(/\{\w+\}/, 'no-such-thing'));
    const sample = await sampleFor(template);
    if (!sample) continue;
    url = template.replace(/\{\w+\}/, sample);
  }
  await record('GET', url);
  for (const parameter of get.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    for (const value of QUERY_SAMPLES[parameter.name] ?? [])
      await record('GET', `${url}?${parameter.name}=${encodeURIComponent(value)}`);
  }
}
const FLIGHTS = [
  'from=TUN&to=DJE',
  'from=TUN&to=TUN',
  'from=TUN&to=DJE&date=2099-01-10&return=2099-01-20&cabin=business&passengers=2',
];
for (const query of FLIGHTS) await record('GET', `${API}/flights?${query}`);
for (const query of ['from=1&to=2', 'from=x']) await record('GET', `${API}/vehicles?${query}`);

// The account calls, as a traveller goes through them.
const traveller = {
  title: 'mrs',
  firstName: 'Amira',
  lastName: 'Ben Salah',
  email: 'amira.snapshot@example.com',
  password: 'jasmin-2026',
  confirmPassword: 'jasmin-2026',
  birthDate: '1990-05-12',
  city: 'Sousse',
  phone: '+216 73 123 456',
  zipCode: '4000',
  country: 'Tunisie',
  address: '12 rue de la Corniche',
  idNumber: 'X1234567',
  acceptTerms: true,
  locale: 'fr',
};
await record('POST', `${API}/auth/register`, { body: { ...traveller, email: 'not-an-email' } });
await record('POST', `${API}/auth/register`, { body: traveller });
await record('POST', `${API}/auth/register`, { body: traveller });
await record('POST', `${API}/auth/login`, { body: { email: traveller.email, password: 'wrong-one-1' } });
const login = await record('POST', `${API}/auth/login`, {
  body: { email: traveller.email, password: traveller.password },
});
const { token } = JSON.parse(login.body) as { token: string };
for (const call of ['profil', 'resarvationhotel', 'resarvationResterant', 'resarvationevents', 'resarvationcircuit'])
  await record('GET', `${API}/dashbord/user/${call}`, { token });
await record('GET', `${API}/dashbord/user/profil`);
await record('PUT', `${API}/dashbord/user/profil`, { token, body: { ...traveller, city: 'Djerba' } });
await record('PUT', `${API}/dashbord/user/profil`, { token, body: { ...traveller, phone: '' } });
await recordBookings(token);
await record('POST', `${API}/auth/forgot-password`, { body: { email: traveller.email } });
await record('POST', `${API}/auth/reset-password`, {
  body: { email: traveller.email, token: 'x'.repeat(64), password: 'new-jasmin-1', confirmPassword: 'new-jasmin-1' },
});
await record('POST', `${API}/contact`, { body: { name: 'Amira', email: traveller.email, subject: 'Hi', message: '' } });
await record('POST', `${API}/auth/logout`, { token });
await record('GET', `${API}/dashbord/user/profil`, { token });

// Every page kind, server-rendered, and its page data, in French, Arabic and Japanese.
for (const language of ['fr', 'ar', 'ja'])
  for (const page of PAGE_PATHS as string[]) {
    await record('GET', `/${language}/${page}`);
    await record('GET', `/_data/${language}/${page}`);
  }
for (const page of [
  'fr/hotels?page=2',
  'fr/restaurants?page=2&search=sidi',
  'fr/events?status=past',
  'fr/videos?page=2',
])
  await record('GET', `/${page}`);

/**
 * The booking calls, as the traveller makes them: a stay checked out, paid and cancelled; a car
 * rented (and refused when its price or days are wrong); their reservations.
 */
async function recordBookings(token: string) {
  const key = (n: number) => ({ 'idempotency-key': `snapshot-booking-${n}` });
  const hotel = await ctx.db.kysely
    .selectFrom('hotels')
    .select('id')
    .where('slug', '=', 'dar-yasmine')
    .executeTakeFirstOrThrow();
  const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 60);
  const stay = { arrival, departure: addDays(arrival, 2), adults: 2, child_ages: [], rooms: 1 };
  const query = `arrival=${stay.arrival}&departure=${stay.departure}&adults=2&rooms=1`;
  const found = JSON.parse((await record('GET', `${API}/hotels/${hotel.id}/availability?${query}`)).body)
    .availability as {
    rooms: { key: string; max_capacity: number; min_nights: number; rates: never; free: number }[];
    policy: never;
  };
  const offers = found.rooms.map((r) => ({
    key: r.key,
    capacity: r.max_capacity,
    minNights: r.min_nights,
    rates: r.rates,
    free: r.free,
  }));
  const choices = [{ room: 'chambre-patio', board: 'bed_breakfast' as const, quantity: 1 }];
  const quote = quoteStay({ ...stay, childAges: [] }, offers, found.policy, choices);
  const line = {
    kind: 'hotel',
    listing_id: hotel.id,
    ...stay,
    choices,
    seen_total_millimes: quote.ok ? quote.quote.total : 0,
  };
  await record('POST', `${API}/orders`, {
    token,
    body: { lines: [{ ...line, seen_total_millimes: 1 }] },
    headers: key(1),
  });
  const checkout = await record('POST', `${API}/orders`, { token, body: { lines: [line] }, headers: key(2) });
  await record('POST', `${API}/orders`, { token, body: { lines: [line] }, headers: key(2) });
  const reference = JSON.parse(checkout.body).order.reference as string;
  await record('POST', `${API}/orders/${reference}/payments`, { token, headers: key(3) });
  const order = JSON.parse((await record('GET', `${API}/orders/${reference}`, { token })).body).order;
  await record('POST', `${API}/orders/${reference}/lines/${order.lines[0].id}/cancel`, { token });

  const car = await ctx.db.kysely
    .selectFrom('vehicles')
    .select(['id', 'prices'])
    .where('kind', '=', 'car')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const from = addDays(arrival, 10);
  const to = addDays(from, 2);
  const days = rentalDays(from, to);
  const prices = (JSON.parse(car.prices) as { from_days: number; price_millimes: number }[]).map((p) => ({
    from_days: p.from_days,
    price: p.price_millimes / 1000,
  }));
  const price = dailyPrice(prices, days);
  const rental = {
    vehicle_id: car.id,
    from,
    to,
    ramassage: 'Aéroport',
    distribution: 'Hôtel',
    price,
    total: rentalTotal(price, days),
  };
  const headers = { ...key(4), 'accept-language': 'fr' };
  await record('POST', `${API}/vehicles/reservations`, { token, body: { ...rental, total: 1 }, headers });
  await record('POST', `${API}/vehicles/reservations`, { token, body: { ...rental, from: '2000-01-01' }, headers });
  await record('POST', `${API}/vehicles/reservations`, { token, body: rental, headers });
  await record('POST', `${API}/vehicles/reservations`, { token, body: rental, headers });
  await record('POST', `${API}/vehicles/reservations`, {
    token,
    body: rental,
    headers: { ...key(5), 'accept-language': 'ar' },
  });
  await record('GET', `${API}/dashbord/user/reservations`, { token });
}

await ctx.close();
console.log(`${count} answers recorded in ${outDir}`);
