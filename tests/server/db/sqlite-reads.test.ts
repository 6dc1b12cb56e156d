import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../server/db/database.ts';
import { inJsonIds, readThen } from '../../../server/db/sqlite-reads.ts';

/** SQLite reads run on a worker thread (server/db/sqlite-reads.ts); writes stay on the main one. */
describe('SQLite reads on a worker thread', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rihla-reads-'));
    db = openDatabase({ dataDir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const notes = () => db.kysely as unknown as Kysely<{ notes: { id: number; body: string } }>;

  it('reads what was just written', async () => {
    await notes().insertInto('notes').values({ id: 1, body: 'Douz' }).execute();
    expect(await notes().selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirst()).toEqual({
      body: 'Douz',
    });
    await notes().updateTable('notes').set({ body: 'Tozeur' }).where('id', '=', 1).execute();
    const { rows } = await sql<{ body: string }>`select body from notes where id = ${1}`.execute(db.kysely);
    expect(rows).toEqual([{ body: 'Tozeur' }]);
  });

  it('reads inside a transaction on its connection, seeing its own uncommitted writes', async () => {
    await notes()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, body: 'Kairouan' }).execute();
        // The worker's connection cannot see this row before the commit: the read must not go there.
        expect(await trx.selectFrom('notes').select('body').where('id', '=', 2).executeTakeFirst()).toEqual({
          body: 'Kairouan',
        });
      });
    await expect(
      notes()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 3, body: 'Tabarka' }).execute();
          throw new Error('changed my mind');
        }),
    ).rejects.toThrow('changed my mind');
    expect(await notes().selectFrom('notes').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps the event loop free while a long read runs', async () => {
    const longRead = sql`select count(*) as c
      from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select i from n)`.execute(
      db.kysely,
    );
    const first = await Promise.race([
      longRead.then(() => 'read'),
      new Promise((resolve) => setTimeout(() => resolve('timer'), 1)),
    ]);
    expect(first).toBe('timer');
    expect((await longRead).rows).toEqual([{ c: 3000000 }]);
  });

  it('answers many reads asked at once each with its own rows, one failure failing only its own', async () => {
    const reads = Array.from({ length: 40 }, (_, i) =>
      i === 7
        ? sql`select * from no_such_table`.execute(db.kysely)
        : sql<{ n: number }>`select ${i} * 2 as n`.execute(db.kysely),
    );
    const settled = await Promise.allSettled(reads);
    settled.forEach((result, i) => {
      if (i === 7) expect(result.status).toBe('rejected');
      else expect(result).toEqual({ status: 'fulfilled', value: { rows: [{ n: i * 2 }] } });
    });
  });

  it('reads a query and, only when it found rows, a second one for their ids', async () => {
    const byIds = notes().selectFrom('notes').select('body').where(inJsonIds(db.kysely, 'id')).orderBy('id').compile();
    const found = notes().selectFrom('notes').select('id').where('id', '<=', 2);
    expect(await readThen(db.kysely, found, byIds)).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      thenRows: [{ body: 'Tozeur' }, { body: 'Kairouan' }],
    });
    // A second query that would fail shows whether it ran: not when the first found nothing.
    const failing = CompiledQuery.raw('select * from no_such_table where id in (select value from json_each(?))', [
      '[]',
    ]);
    const nothing = notes().selectFrom('notes').select('id').where('id', '>', 100);
    expect(await readThen(db.kysely, nothing, failing)).toEqual({ rows: [], thenRows: [] });
    await expect(readThen(db.kysely, found, failing)).rejects.toThrow('no such table');
  });

  it('reports a failed read with SQLite’s message and code', async () => {
    await expect(sql`select * from no_such_table`.execute(db.kysely)).rejects.toMatchObject({
      message: expect.stringContaining('no such table'),
      code: 'SQLITE_ERROR',
    });
  });
});
