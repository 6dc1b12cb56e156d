import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { bookingAdapters } from '../../server/modules/bookings/adapters.ts';
import { OrderLifecycle } from '../../server/modules/orders/order-lifecycle.ts';
import { OrdersService } from '../../server/modules/orders/orders.service.ts';
import { PaymentsRepository } from '../../server/modules/payments/payments.repository.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (.ci/run sets it). */
export const databases: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** A fresh, migrated and seeded database behind a built app, removed by close(). */
export async function startApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL as string;
    const name = `rihla_test_${process.pid}_${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // The app's pool has ended, but its backends may still be exiting: forcing the drop now
      // would kill them mid-goodbye, and their clients would raise errors nobody listens to.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-build'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://rihla.test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = openDatabase(config);
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db.kysely);
  const app = await buildApp(config, db, options);
  return {
    app,
    db,
    config,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A seeded app for the tests of one `describe` block, started before them and closed after:
 * `const api = seededApi(kind)`, then `await api.get('/utilisateur/…')`.
 */
export function seededApi(kind: 'sqlite' | 'postgres') {
  let ctx: Awaited<ReturnType<typeof startApp>> | undefined;
  beforeAll(async () => {
    ctx = await startApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return {
    get ctx() {
      if (!ctx) throw new Error('the app has not started');
      return ctx;
    },
    get: (url: string, headers: Record<string, string> = {}) => {
      if (!ctx) throw new Error('the app has not started');
      return ctx.app.inject({ method: 'GET', url, headers });
    },
  };
}

/** A Laravel paging object, as paged lists answer it. */
export interface Paging {
  data: { id: number }[];
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  links: { url: string | null; label: string; active: boolean }[];
}

/** The paging object inside a response, whatever its wrapper key. */
export function pagingOf(body: Record<string, unknown>): Paging {
  const [value] = Object.values(body);
  return value as Paging;
}

/** The orders of a test's database as a job would see them at `now` (a hold's end, a deadline). */
export function ordersAt(db: Parameters<typeof bookingAdapters>[0], now: () => Date) {
  const lifecycle = new OrderLifecycle(db, new PaymentsRepository(db), bookingAdapters(db, now));
  return new OrdersService(db, { now, lifecycle });
}
