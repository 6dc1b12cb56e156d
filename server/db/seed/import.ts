import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { compactSearchIndexes } from '../search.ts';
import type { Catalogue } from './format.ts';
import { insertCatalogue } from './insert-families.ts';

/** Catalogue tables, children before parents: the order in which an import empties them. */
const CATALOGUE_TABLES = [
  'special_offers',
  'vehicle_reservations',
  'vehicles',
  'agency_hotels',
  'agencies',
  'emergency_numbers',
  'offices',
  'partner_locations',
  'partners',
  'articles',
  'banners',
  'videos',
  'authorities',
  'categories',
  'flights',
  'airports',
  'circuits',
  'voyages',
  'guides',
  'festival_editions',
  'festivals',
  'monuments',
  'museums',
  'activities',
  'events',
  'maison_rooms',
  'maisons',
  'restaurants',
  'rooms',
  'hotels',
  'cities',
  'destinations',
  'states',
] as const satisfies readonly (keyof Database)[];

/**
 * Replaces the whole catalogue by a validated folder (read-folder.ts), in one transaction: on any
 * error nothing changes. Ids are assigned afresh; references between records go by slug. The
 * search indexes are then compacted, as after any bulk load.
 */
export async function importCatalogue(db: Kysely<Database>, c: Catalogue, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of CATALOGUE_TABLES) await trx.deleteFrom(table).execute();
    await insertCatalogue(trx, c, now.toISOString());
  });
  await compactSearchIndexes(db);
}
