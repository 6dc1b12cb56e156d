/**
 * API throughput and latency with autocannon against the real server on SQLite:
 * 100 connections, 3 runs of 10 s per target after a warm-up; prints and saves medians.
 */
import autocannon from 'autocannon';
import { median, startServer, writeResults } from './server-process.ts';

const PORT = Number(process.env.BENCH_PORT ?? 48321);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = [
  { name: 'listing page 1', path: '/utilisateur/hotels?page=1' },
  { name: 'search', path: `/utilisateur/hotels?search=${encodeURIComponent('sidi bou said')}` },
];

function run(url: string, duration: number) {
  return autocannon({ url, connections: 100, duration });
}

const server = await startServer(PORT);
const results: Record<string, { reqPerSec: number; p50Ms: number; p99Ms: number; errors: number; runs: number }> = {};
try {
  for (const target of TARGETS) {
    const url = `${server.origin}${target.path}`;
    await run(url, 2); // warm-up: JIT, SQLite page cache
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(url, DURATION));
    results[target.name] = {
      reqPerSec: Math.round(median(runs.map((r) => r.requests.average))),
      p50Ms: median(runs.map((r) => r.latency.p50)),
      p99Ms: median(runs.map((r) => r.latency.p99)),
      errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
      runs: RUNS,
    };
  }
} finally {
  await server.stop();
}
console.log('\nAPI benchmark (median of runs, 100 connections):');
console.table(results);
writeResults('perf-results/bench.json', {
  date: new Date().toISOString(),
  connections: 100,
  durationSeconds: DURATION,
  results,
});
