import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import * as searchOwnContent from '../../../server/db/migrations/0008-search-own-content.ts';
import { SEARCHABLE_TABLES } from '../../../server/db/search.ts';

/** SQLite's trigram tables, by name, with the statement that made each. */
async function searchTables(db: Db) {
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'table' and name like '%\\_search' escape '\\'`.execute(db.kysely);
  return new Map(rows.map((r) => [r.name, r.sql]));
}

describe('migrations (sqlite)', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-migrations-'));
    db = openDatabase({ dataDir });
    await migrateToLatest(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('index every table the search knows, and only those', async () => {
    expect([...(await searchTables(db)).keys()].sort()).toEqual(SEARCHABLE_TABLES.map((t) => `${t}_search`).sort());
  });

  it('0008 goes down to the external-content tables of 0004 and up again', async () => {
    await searchOwnContent.down(db.kysely as Kysely<unknown>);
    for (const [name, statement] of await searchTables(db)) expect(statement, name).toMatch(/content='/);
    await searchOwnContent.up(db.kysely as Kysely<unknown>);
    for (const [name, statement] of await searchTables(db)) expect(statement, name).toMatch(/detail=none/);
  });
});
