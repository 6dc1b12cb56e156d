import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Catalogue } from './format.ts';
import { importCatalogue } from './import.ts';
import { formatProblem, readCatalogueFolder } from './read-folder.ts';

/** The demo catalogue shipped with Rihla, in the folder format that `db:import` reads. */
export const DEMO_FOLDER = fileURLToPath(new URL('./demo/', import.meta.url));

/** The day the demo's events and activities were dated around. */
export const DEMO_REFERENCE_DATE = '2026-11-22';

/**
 * The demo's events, activities and offers moved forward by whole weeks (weekdays kept) so that, seeded
 * on `today`, they still spread over past, in progress and upcoming as they did on the reference
 * date. Festival editions are real dates and stay as they are.
 */
export function shiftDemoDates(catalogue: Catalogue, today: Date): Catalogue {
  const days = Math.floor((today.getTime() - Date.parse(`${DEMO_REFERENCE_DATE}T00:00:00Z`)) / 86_400_000);
  const weeks = Math.max(0, Math.floor(days / 7));
  if (weeks === 0) return catalogue;
  const shift = (iso: string) => {
    const shifted = new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + weeks * 7 * 86_400_000);
    return shifted.toISOString().slice(0, 10) + iso.slice(10);
  };
  return {
    ...catalogue,
    events: catalogue.events.map((e) => ({ ...e, start: shift(e.start), end: shift(e.end) })),
    activities: catalogue.activities.map((a) => ({ ...a, endDate: shift(a.endDate) })),
    offers: catalogue.offers.map((o) => ({ ...o, start: shift(o.start), end: shift(o.end) })),
  };
}

/** Imports the demo catalogue when the database has none yet; returns whether it did. */
export async function seedIfEmpty(db: Kysely<Database>, today = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  const result = await readCatalogueFolder(DEMO_FOLDER);
  if (!result.ok) throw new Error(`The demo catalogue is invalid:\n${result.problems.map(formatProblem).join('\n')}`);
  await importCatalogue(db, shiftDemoDates(result.catalogue, today));
  return true;
}
