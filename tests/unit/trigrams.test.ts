import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TrigramStatistics, trigramsOf } from '../../server/db/trigram-statistics.ts';

describe('trigramsOf', () => {
  it('cuts every three-character run once, spaces included', () => {
    expect(trigramsOf('dar dar')).toEqual(['dar', 'ar ', 'r d', ' da']);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(trigramsOf('𝒜bcd')).toEqual(['𝒜bc', 'bcd']);
    expect(trigramsOf('突尼斯')).toEqual(['突尼斯']);
  });
  it('has none under three characters', () => {
    expect(trigramsOf('dj')).toEqual([]);
  });
});

describe('TrigramStatistics.selective', () => {
  async function statsOf(texts: string[]) {
    const db = new Kysely<{ hotels: { id: number; search_text: string } }>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    await db.schema
      .createTable('hotels')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('search_text', 'text')
      .execute();
    await db
      .insertInto('hotels')
      .values(texts.map((search_text, i) => ({ id: i + 1, search_text })))
      .execute();
    const stats = new TrigramStatistics(db as Kysely<unknown>);
    await stats.resample('hotels');
    return stats;
  }

  it('picks trigrams that narrow together, not rare ones from the same word', async () => {
    const stats = await statsOf([
      ...Array.from({ length: 10 }, () => 'tabarka plage'),
      ...Array.from({ length: 10 }, () => 'tabarka port'),
      ...Array.from({ length: 30 }, () => 'hotel du port'),
    ]);
    // "tab", "aba", "bar"… are the rarest (20 rows each) but all name the same 20 rows; " po" is
    // commoner (40) yet halves them. After that nothing narrows further, so nothing else is asked.
    expect(stats.selective('hotels', 'tabarka port')).toEqual(['tab', ' po']);
  });

  it('asks for trigrams no sampled row holds first, then the rarest', async () => {
    const stats = await statsOf(['djerba plage', 'djerba medina', 'tozeur oasis']);
    expect(stats.selective('hotels', 'djerba ☃☃').sort()).toEqual(['a ☃', ' ☃☃', 'dje'].sort());
  });

  it('asks for every trigram before the table is sampled', () => {
    const stats = new TrigramStatistics(
      new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }),
    );
    expect(stats.selective('hotels', 'douz 4')).toEqual(trigramsOf('douz 4'));
  });
});
