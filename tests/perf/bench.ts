/**
 * API throughput and latency with autocannon against the real server on SQLite:
 * 100 connections asking for compressed responses like browsers do, 3 runs of 10 s per target
 * after a warm-up; prints and saves medians.
 * Two databases: the demo seed, and the seed plus 100,000 generated hotels (BENCH_HOTELS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { generateHotels } from './generate-hotels.ts';
import { median, startServer, writeResults } from './server-process.ts';

const PORT = Number(process.env.BENCH_PORT ?? 48321);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const GENERATED = Number(process.env.BENCH_HOTELS ?? 100_000);
/**
 * autocannon threads. One thread saturates its core on 36 KB listing pages before the server does
 * (measured: client 100 % CPU, server 27 %), so two share the load with the server on this 2-core box.
 */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);

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
/** Distinct searches (a term and a number, as a generated hotel is named), so each misses the cache. */
const distinctSearches = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `/utilisateur/hotels?search=${encodeURIComponent(`${TERMS[i % TERMS.length]} ${(i * 7919) % GENERATED}`)}`,
  );

interface Target {
  name: string;
  paths: string[];
}

async function measure(origin: string, target: Target) {
  let next = 0;
  const common = {
    connections: 100,
    // As browsers and the app's fetches send it: responses come compressed.
    headers: { 'accept-encoding': 'br, gzip' },
  };
  // Worker threads cannot take a function, so varying paths run on one client thread.
  const run = (duration: number) =>
    target.paths.length === 1
      ? autocannon({ ...common, url: `${origin}${target.paths[0]}`, workers: WORKERS, duration })
      : autocannon({
          ...common,
          url: origin,
          duration,
          requests: [{ setupRequest: (req) => ({ ...req, path: target.paths[next++ % target.paths.length] }) }],
        });
  await run(2); // warm-up: JIT, SQLite page cache
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(DURATION));
  return {
    reqPerSec: Math.round(median(runs.map((r) => r.requests.average))),
    p50Ms: median(runs.map((r) => r.latency.p50)),
    p99Ms: median(runs.map((r) => r.latency.p99)),
    errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
    runs: RUNS,
  };
}

async function bench(label: string, dataDir: string | undefined, targets: Target[]) {
  const server = await startServer(PORT, dataDir ? { DATA_DIR: dataDir } : {});
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  try {
    for (const target of targets) results[`${label}: ${target.name}`] = await measure(server.origin, target);
  } finally {
    await server.stop();
  }
  return results;
}

const seeded = await bench('seed', undefined, [
  { name: 'listing page 1', paths: ['/utilisateur/hotels?page=1'] },
  { name: 'search (same term)', paths: [`/utilisateur/hotels?search=${encodeURIComponent('sidi bou said')}`] },
]);

const bigDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-bench-'));
const db = openDatabase({ dataDir: bigDir });
await migrateToLatest(db.kysely);
await seedIfEmpty(db.kysely);
const started = Date.now();
await generateHotels(db.kysely, GENERATED);
console.log(`Generated ${GENERATED} hotels in ${Date.now() - started} ms`);
await db.close();
let big: Awaited<ReturnType<typeof bench>>;
try {
  big = await bench(`${GENERATED} hotels`, bigDir, [
    { name: 'listing page 1', paths: ['/utilisateur/hotels?page=1'] },
    { name: 'search (same term)', paths: [`/utilisateur/hotels?search=${encodeURIComponent('sidi bou said')}`] },
    { name: 'search (distinct terms, uncached)', paths: distinctSearches(200_000) },
  ]);
} finally {
  fs.rmSync(bigDir, { recursive: true, force: true });
}

const results = { ...seeded, ...big };
console.log('\nAPI benchmark (median of runs, 100 connections):');
console.table(results);
writeResults('perf-results/bench.json', {
  date: new Date().toISOString(),
  connections: 100,
  workers: WORKERS,
  durationSeconds: DURATION,
  results,
});
