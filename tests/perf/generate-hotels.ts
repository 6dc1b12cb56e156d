/**
 * Bench-only generator: adds `count` synthetic hotels (with three rooms each) to a seeded
 * database, by copying the demo hotels' localized texts with a number, in every destination, so
 * search texts have the real size and mix of scripts. Never used by the app.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { compactSearchIndexes } from '../../server/db/search.ts';

const BATCH = 500;

export async function generateHotels(db: Kysely<Database>, count: number): Promise<void> {
  const templates = await db.selectFrom('hotels').selectAll().orderBy('id').execute();
  const rooms = await db.selectFrom('rooms').selectAll().execute();
  if (templates.length === 0) throw new Error('seed the demo catalogue first');
  const numbered = (stored: string, n: number) => {
    const value = JSON.parse(stored) as Record<string, string>;
    return JSON.stringify(Object.fromEntries(Object.entries(value).map(([l, t]) => [l, `${t} ${n}`])));
  };
  for (let start = 0; start < count; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = start; i < Math.min(count, start + BATCH); i++) {
        const t = templates[i % templates.length]!;
        const { id: _id, ...rest } = t;
        rows.push({
          ...rest,
          slug: `${t.slug}-bench-${i}`,
          name: numbered(t.name, i),
          search_text: `${t.search_text.replace(/ \| /g, ` ${i} | `)}`,
        });
      }
      const inserted = await trx.insertInto('hotels').values(rows).returning(['id', 'slug']).execute();
      const roomRows = inserted.flatMap((h, k) => {
        const template = templates[(start + k) % templates.length]!;
        return rooms.filter((r) => r.hotel_id === template.id).map(({ id: _id, ...r }) => ({ ...r, hotel_id: h.id }));
      });
      for (let j = 0; j < roomRows.length; j += BATCH)
        await trx
          .insertInto('rooms')
          .values(roomRows.slice(j, j + BATCH))
          .execute();
    });
  }
  await compactSearchIndexes(db); // as the import command does after a bulk load
}
