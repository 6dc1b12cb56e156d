import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch } from '../../../domain/text.ts';
import { matchesSearch } from '../../../server/db/search.ts';
import { trigramStatistics } from '../../../server/db/trigram-statistics.ts';
import { databases, startApp } from '../harness.ts';

/** Terms of every shape: short, long, several scripts, FTS5 and LIKE syntax, nothing at all. */
const TERMS = [
  'dj',
  'جر',
  'djerba',
  'Sidi Bou Saïd',
  'جربة',
  'Тунис',
  '突尼斯',
  'チュニス',
  '튀니스',
  'hammamet yasmine',
  'résidence',
  'a',
  'zzqxwv',
  '"dar"',
  'dar*',
  '50%',
  'el-',
];

describe.each(databases)('substring search (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp(kind);
  });
  afterAll(() => ctx?.close());

  const found = async (term: string) =>
    (
      await ctx.db.kysely
        .selectFrom('hotels')
        .select('id')
        .where(matchesSearch(ctx.db.kysely, 'hotels', term))
        .execute()
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);

  /** What the search must return: every hotel whose folded text contains the folded term. */
  const expected = async (term: string) =>
    (await ctx.db.kysely.selectFrom('hotels').select(['id', 'search_text']).execute())
      .filter((r) => r.search_text.includes(normalizeSearch(term)))
      .map((r) => r.id)
      .sort((a, b) => a - b);

  it('finds exactly the hotels holding the term, before and after the trigram sample', async () => {
    for (const term of TERMS) expect(await found(term), term).toEqual(await expected(term));
    await trigramStatistics(ctx.db.kysely).resample('hotels');
    for (const term of TERMS) expect(await found(term), term).toEqual(await expected(term));
    expect((await found('djerba')).length).toBeGreaterThan(1);
  });

  it('follows new, renamed and removed rows', async () => {
    const template = await ctx.db.kysely.selectFrom('hotels').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const { id } = await ctx.db.kysely
      .insertInto('hotels')
      .values({ ...copy, slug: 'search-test-copy', search_text: 'qafsah oasis lodge' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await found('Qafsah')).toEqual([id]);

    await ctx.db.kysely.updateTable('hotels').set({ search_text: 'gafsa oasis lodge' }).where('id', '=', id).execute();
    expect(await found('qafsah')).toEqual([]);
    expect(await found('gafsa oasis')).toEqual([id]);

    await ctx.db.kysely.deleteFrom('hotels').where('id', '=', id).execute();
    expect(await found('gafsa oasis')).toEqual([]);
  });

  it.runIf(kind === 'sqlite')('asks the index for the rarest trigrams only, once sampled', async () => {
    const stats = trigramStatistics(ctx.db.kysely);
    await stats.resample('hotels');
    const asked = stats.selective('hotels', normalizeSearch('djerba ☃☃☃'));
    // Trigrams no sampled hotel holds come first: they narrow the lookup the most.
    expect(asked.sort()).toEqual([' ☃☃', 'a ☃', '☃☃☃'].sort());
    const { rows } = await sql<{ n: number }>`select count(*) as n from hotels_search`.execute(ctx.db.kysely);
    expect(Number(rows[0]?.n)).toBe(
      Number(
        (
          await ctx.db.kysely
            .selectFrom('hotels')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
