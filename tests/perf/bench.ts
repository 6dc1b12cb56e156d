/**
 * API and page throughput and latency with wrk against the real server on SQLite (pages need
 * `npm run build`): 100 connections for the API and 50 for server-rendered pages, asking for
 * compressed responses like browsers do, 3 runs of 10 s per target after a warm-up; prints and saves
 * medians. Two databases: the demo seed, and the seed plus 100,000 generated hotels (BENCH_HOTELS).
 * On the seed it also checks a hotel's availability for distinct stays (a live answer, never cached),
 * and checks out: each request a new order holding a room for two nights, from 1,000 travellers
 * (each account may check out 30 times a minute), at hotels and dates spread so rooms last.
 * BENCH_TARGETS (comma-separated words) runs only the targets whose name holds one of them
 * (`BENCH_TARGETS=server-rendered` for the pages).
 *
 * wrk, not a Node client: on this 2-core machine autocannon saturated its own cores on the 36 KB
 * listing pages and measured itself (3,830 req/s, p99 74 ms) where wrk, in C, measured the server
 * (25,000 req/s, p99 7–14 ms). Install it with `apt-get install wrk`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tunisiaDateTime } from '../../domain/dates.ts';
import { addDays } from '../../domain/rental.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { newToken } from '../../server/modules/accounts/credentials.ts';
import { generateHotels } from './generate-hotels.ts';
import { median, startServer, writeResults } from './server-process.ts';

const PORT = Number(process.env.BENCH_PORT ?? 48321);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const GENERATED = Number(process.env.BENCH_HOTELS ?? 100_000);
const CONNECTIONS = 100;
/** The load for server-rendered pages (issue 22: 2,000 pages/s with p99 ≤ 50 ms). */
const PAGE_CONNECTIONS = 50;
const THREADS = 2;
const ONLY = process.env.BENCH_TARGETS?.split(',').filter(Boolean);

/** What travellers type: names, places in several scripts, a few broad words. */
const TERMS = [
  'sidi bou said',
  'djerba',
  'جربة',
  'hammamet',
  'Тунис',
  '突尼斯',
  'チュニス',
  '튀니스',
  'dar',
  'yasmine',
  'kantaoui',
  'tozeur',
  'douz',
  'mahdia',
  'tabarka',
  'monastir',
  'résidence',
  'palais',
  'oasis',
  'medina',
];

interface Target {
  name: string;
  /** One path, or (as a Lua expression of the request counter `i`) a path per request. */
  path: string | { lua: string };
  /** CONNECTIONS unless given. */
  connections?: number;
  /** Checkouts (POST) instead of reads: the travellers' tokens and the request bodies to cycle through. */
  checkout?: { tokens: string[]; bodies: string[] };
}

const wanted = (name: string) => !ONLY || ONLY.some((word) => name.includes(word));
const selected = (targets: Target[]) => targets.filter((t) => wanted(t.name));

/**
 * Distinct searches (a term and a number, as a generated hotel is named), so each misses the cache.
 * The Lua expression numbers requests across wrk's threads: each thread runs its own copy of the
 * script, and a plain counter would send every term once per thread, the second time a cache hit.
 */
const distinctSearches: Target['path'] = {
  lua: `"/utilisateur/hotels?search=" .. terms[(i % #terms) + 1] .. "%20" .. ((i * 7919) % ${GENERATED})`,
};

/**
 * Stays a month ahead and later, two or three nights, for availability checks: a live answer, never
 * cached, so each request reads the rooms taken on its nights.
 */
const STAYS = Array.from({ length: 60 }, (_, i) => {
  const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30 + i);
  return `arrival=${arrival}&departure=${addDays(arrival, 2 + (i % 2))}&adults=2&rooms=1${i % 3 ? '' : '&ages=4'}`;
});

/** A wrk script: the request paths, and a JSON summary (latencies in microseconds) at the end. */
function wrkScript(target: Target): string {
  const request = target.checkout
    ? checkoutScript(target.checkout)
    : typeof target.path === 'string'
      ? ''
      : perRequest(
          `local terms = { ${TERMS.map((t) => JSON.stringify(encodeURIComponent(t))).join(', ')} }
local stays = { ${STAYS.map((t) => JSON.stringify(t)).join(', ')} }`,
          `  return wrk.format("GET", ${target.path.lua})`,
        );
  return `${request}done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format('RESULT {"requests":%d,"seconds":%f,"p50":%f,"p99":%f,"errors":%d}\\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50), latency:percentile(99), errors))
end
`;
}

/** Checkouts: each request a new Idempotency-Key, the next traveller's token and the next stay. */
function checkoutScript({ tokens, bodies }: NonNullable<Target['checkout']>): string {
  return perRequest(
    `local tokens = { ${tokens.map((t) => JSON.stringify(t)).join(', ')} }
local bodies = { ${bodies.map((b) => JSON.stringify(b)).join(',\n')} }`,
    `  local headers = {
    ["content-type"] = "application/json",
    ["authorization"] = "Bearer " .. tokens[(i % #tokens) + 1],
    ["idempotency-key"] = "bench-" .. os.time() .. "-" .. thread_index .. "-" .. sent,
  }
  return wrk.format("POST", "/utilisateur/orders", headers, bodies[(i % #bodies) + 1])`,
  );
}

/**
 * A wrk script whose requests differ: `tables` (Lua), then `request` (Lua returning the request)
 * run with `i`, a counter distinct across threads, and `sent`, the thread's own count.
 */
function perRequest(tables: string, request: string): string {
  return `${tables}
local threads = 0
function setup(thread)
  thread:set("thread_index", threads)
  threads = threads + 1
end
local sent = 0
request = function()
  sent = sent + 1
  local i = sent * ${THREADS} + thread_index
${request}
end
`;
}

function wrk(origin: string, target: Target, seconds: number) {
  const script = path.join(os.tmpdir(), `rihla-bench-${process.pid}.lua`);
  fs.writeFileSync(script, wrkScript(target));
  const url = typeof target.path === 'string' ? `${origin}${target.path}` : origin;
  const args = [
    `-t${THREADS}`,
    `-c${target.connections ?? CONNECTIONS}`,
    `-d${seconds}s`,
    '-H',
    'accept-encoding: br, gzip',
    '-s',
    script,
    url,
  ];
  let output: string;
  try {
    output = execFileSync('wrk', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is missing: apt-get install wrk');
    throw error;
  } finally {
    fs.rmSync(script, { force: true });
  }
  const line = output.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice('RESULT '.length)) as Record<string, number>;
  return { reqPerSec: r.requests! / r.seconds!, p50Ms: r.p50! / 1000, p99Ms: r.p99! / 1000, errors: r.errors! };
}

function measure(origin: string, target: Target) {
  wrk(origin, target, 2); // warm-up: JIT, SQLite page cache
  const runs = Array.from({ length: RUNS }, () => wrk(origin, target, DURATION));
  return {
    reqPerSec: Math.round(median(runs.map((r) => r.reqPerSec))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    connections: target.connections ?? CONNECTIONS,
    runs: RUNS,
  };
}

async function bench(
  label: string,
  dataDir: string | undefined,
  targets: Target[] | ((origin: string) => Promise<Target[]>),
) {
  const results: Record<string, ReturnType<typeof measure>> = {};
  const server = await startServer(PORT, dataDir ? { DATA_DIR: dataDir } : {});
  try {
    for (const target of selected(typeof targets === 'function' ? await targets(server.origin) : targets))
      results[`${label}: ${target.name}`] = measure(server.origin, target);
  } finally {
    await server.stop();
  }
  return results;
}

/** Availability checks at the first hotel, each for another stay (issue 24). */
const AVAILABILITY = 'availability (distinct stays, live)';

/** Server-rendered pages as a visitor's browser asks them: the hotels listing and the first hotel. */
const PAGES = { listing: 'server-rendered /fr/hotels', hotel: 'server-rendered /fr/hotels/{first}' };

async function pageTargets(origin: string): Promise<Target[]> {
  if (!wanted(PAGES.listing) && !wanted(PAGES.hotel)) return [];
  const first = (await (await fetch(`${origin}/utilisateur/hotels?page=1`)).json()) as {
    hotels: { data: Array<{ id: number }> };
  };
  const hotel = `/fr/hotels/${first.hotels.data[0]?.id}`;
  for (const page of ['/fr/hotels', hotel]) {
    const html = await (await fetch(`${origin}${page}`)).text();
    if (!html.includes('<main')) throw new Error(`${page} is not server-rendered: run \`npm run build\` first`);
  }
  return [
    { name: PAGES.listing, path: '/fr/hotels', connections: PAGE_CONNECTIONS },
    { name: PAGES.hotel, path: hotel, connections: PAGE_CONNECTIONS },
  ];
}

async function availabilityTargets(origin: string): Promise<Target[]> {
  if (!wanted(AVAILABILITY)) return [];
  const first = (await (await fetch(`${origin}/utilisateur/hotels?page=1`)).json()) as {
    hotels: { data: Array<{ id: number }> };
  };
  const path = `/utilisateur/hotels/${first.hotels.data[0]?.id}/availability?`;
  return [{ name: AVAILABILITY, path: { lua: `"${path}" .. stays[(i % #stays) + 1]` } }];
}

/** Checkouts of one room for two nights, each request a new order (issue 24). */
const CHECKOUT = 'checkout (new order, rooms held, live)';
const TRAVELLERS = 1000;

/** Travellers signed in on the seed database before the server starts: their bearer tokens. */
async function seedTravellers(dataDir: string): Promise<string[]> {
  const db = openDatabase({ dataDir });
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db.kysely);
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const tokens: string[] = [];
  for (let i = 0; i < TRAVELLERS; i++) {
    const { id } = await db.kysely
      .insertInto('users')
      .values({
        email: `bench.${i}@example.com`,
        password_hash: 'not-used',
        title: 'mrs',
        first_name: 'Bench',
        last_name: `Traveller ${i}`,
        birth_date: '1990-01-01',
        city: 'Tunis',
        phone: '+216 71 000 000',
        zip_code: '1000',
        country: 'Tunisie',
        address: '1 rue de Rome',
        id_number: 'B0000000',
        locale: 'fr',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token, hash } = newToken();
    await db.kysely
      .insertInto('sessions')
      .values({ token_hash: hash, user_id: id, created_at: now, expires_at: expires })
      .execute();
    tokens.push(token);
  }
  await db.close();
  return tokens;
}

/**
 * Checkout bodies: every hotel, each of its room types, stays of two nights every two days from a
 * month ahead, priced by the server's own availability answer (what a page would have shown).
 */
async function checkoutTargets(origin: string, tokens: string[]): Promise<Target[]> {
  if (!wanted(CHECKOUT)) return [];
  const all = (await (await fetch(`${origin}/utilisateur/allhotels`)).json()) as { hotels: { data: { id: number }[] } };
  const bodies: string[] = [];
  for (let day = 0; day < 40; day++) {
    const arrival = addDays(tunisiaDateTime(new Date()).slice(0, 10), 30 + 2 * day);
    const departure = addDays(arrival, 2);
    for (const { id } of all.hotels.data) {
      const query = `arrival=${arrival}&departure=${departure}&adults=1&rooms=1`;
      const answer = (await (await fetch(`${origin}/utilisateur/hotels/${id}/availability?${query}`)).json()) as {
        availability?: { rooms: { key: string; stay: { board: string; total_millimes: number } | null }[] };
      };
      for (const room of answer.availability?.rooms ?? []) {
        if (!room.stay) continue;
        const line = { kind: 'hotel', listing_id: id, arrival, departure, adults: 1, child_ages: [], rooms: 1 };
        const choices = [{ room: room.key, board: room.stay.board, quantity: 1 }];
        bodies.push(JSON.stringify({ lines: [{ ...line, choices, seen_total_millimes: room.stay.total_millimes }] }));
      }
    }
  }
  return [{ name: CHECKOUT, path: '/utilisateur/orders', checkout: { tokens, bodies } }];
}

const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-bench-seed-'));
const travellers = wanted(CHECKOUT) ? await seedTravellers(seedDir) : [];
const seeded = await bench('seed', seedDir, async (origin) => [
  { name: 'listing page 1', path: '/utilisateur/hotels?page=1' },
  { name: 'search (same term)', path: `/utilisateur/hotels?search=${encodeURIComponent('sidi bou said')}` },
  ...(await pageTargets(origin)),
  ...(await availabilityTargets(origin)),
  ...(await checkoutTargets(origin, travellers)),
]);
fs.rmSync(seedDir, { recursive: true, force: true });

const bigTargets = selected([
  { name: 'listing page 1', path: '/utilisateur/hotels?page=1' },
  { name: 'search (same term)', path: `/utilisateur/hotels?search=${encodeURIComponent('sidi bou said')}` },
  { name: 'search (distinct terms, uncached)', path: distinctSearches },
]);
let big: Awaited<ReturnType<typeof bench>> = {};
if (bigTargets.length > 0) {
  const bigDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-bench-'));
  const db = openDatabase({ dataDir: bigDir });
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db.kysely);
  const started = Date.now();
  await generateHotels(db.kysely, GENERATED);
  console.log(`Generated ${GENERATED} hotels in ${Date.now() - started} ms`);
  await db.close();
  try {
    big = await bench(`${GENERATED} hotels`, bigDir, bigTargets);
  } finally {
    fs.rmSync(bigDir, { recursive: true, force: true });
  }
}

const results = { ...seeded, ...big };
console.log(
  `\nAPI and page benchmark (median of ${RUNS} runs, ${CONNECTIONS} connections, ${PAGE_CONNECTIONS} for pages):`,
);
console.table(results);
writeResults('perf-results/bench.json', {
  date: new Date().toISOString(),
  connections: CONNECTIONS,
  pageConnections: PAGE_CONNECTIONS,
  client: `wrk -t${THREADS}`,
  durationSeconds: DURATION,
  results,
});
