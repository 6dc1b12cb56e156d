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
import { PAGE_PATHS } from '../tests/e2e/page-urls.ts';
import { startApp } from '../tests/server/harness.ts';

const outDir = process.argv[2] as string;
if (!outDir) throw new Error('usage: contract-snapshot.ts <output folder>');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const ctx = await startApp('sqlite', { DIST_DIR: path.resolve('dist'), SSR_DIR: path.resolve('dist-ssr') });
let address = 0;
let count = 0;

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
    .replace(/(assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2');

async function record(method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  const headers = ['content-type', 'cache-control', 'location', 'vary']
    .filter((name) => res.headers[name] !== undefined)
    .map((name) => `${name}: ${res.headers[name]}`);
  // Calls that change state are recorded in the order they were made.
  const order = method === 'GET' ? '' : `${String(count).padStart(3, '0')} `;
  const name = `${order}${method} ${url}`.replace(/[^\w.=&,-]+/g, '_').slice(0, 180);
  fs.writeFileSync(
    path.join(outDir, `${name}.txt`),
    `${method} ${url}\n${res.statusCode}\n${headers.join('\n')}\n\n${stable(res.body)}\n`,
  );
  count++;
  return res;
}

const API = '/utilisateur';
const doc = JSON.parse((await record('GET', `${API}/openapi.json`)).body) as {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
};

/** A real value for each path parameter, read from the list the item belongs to. */
const LIST_OF: Record<string, string> = {
  '/agencies/{slug}': '/allagencies',
  '/hotelsbystate/{state}': '/states',
};
async function sampleFor(template: string): Promise<string> {
  const key = template.replace(API, '');
  const list = LIST_OF[key] ?? (key.includes('{state}') ? '/states' : key.replace(/\/\{\w+\}$/, ''));
  const body = (await ctx.app.inject({ url: `${API}${list}` })).body;
  const slug = /"slug":"([^"]+)"/.exec(body)?.[1];
  if (!slug) throw new Error(`no slug in ${list} for ${template}`);
  return slug;
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
  if (!get) continue;
  let url = template;
  if (template.includes('{id}')) {
    url = template.replace('{id}', '1');
    await record('GET', template.replace('{id}', '999999'));
    await record('GET', template.replace('{id}', 'abc'));
  } else if (/\{\w+\}/.test(template)) {
    url = template.replace(/\{\w+\}/, await sampleFor(template));
    await record('GET', template.replace(/\{\w+\}/, 'no-such-thing'));
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

await ctx.close();
console.log(`${count} answers recorded in ${outDir}`);
