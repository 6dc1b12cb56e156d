import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KINDS } from '../../../domain/booking/kinds.ts';
import { databases, startApp } from '../harness.ts';

describe.each(databases)('booking kinds in the schema on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp(kind);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('every kind domain/booking/kinds.ts declares fits the columns naming a unit’s kind', async () => {
    for (const name of BOOKING_KINDS)
      await sql`insert into room_nights (kind, listing_slug, room_key, night, taken)
        values (${name}, 'kind-check', 'unit', '2030-01-01', 0)`.execute(ctx.db.kysely);
    const { rows } = await sql<{
      kind: string;
    }>`select kind from room_nights where listing_slug = 'kind-check'`.execute(ctx.db.kysely);
    expect(rows.map((r) => r.kind).sort()).toEqual([...BOOKING_KINDS].sort());
  });
});
