import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { importCatalogue } from './import.ts';
import { formatProblem, readCatalogueFolder } from './read-folder.ts';

/** The demo catalogue shipped with Rihla, in the folder format that `db:import` reads. */
export const DEMO_FOLDER = fileURLToPath(new URL('./demo/', import.meta.url));

/** Imports the demo catalogue when the database has none yet; returns whether it did. */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  const result = await readCatalogueFolder(DEMO_FOLDER);
  if (!result.ok) throw new Error(`The demo catalogue is invalid:\n${result.problems.map(formatProblem).join('\n')}`);
  await importCatalogue(db, result.catalogue);
  return true;
}
