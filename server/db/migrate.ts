import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001-geography-and-hotels.ts';
import * as m0002 from './migrations/0002-restaurants.ts';
import * as m0003 from './migrations/0003-catalogue.ts';
import * as m0004 from './migrations/0004-search-index.ts';
import * as m0005 from './migrations/0005-special-offers.ts';
import * as m0006 from './migrations/0006-flights.ts';
import * as m0007 from './migrations/0007-accounts.ts';
import * as m0008 from './migrations/0008-search-own-content.ts';
import * as m0009 from './migrations/0009-stay-inventory.ts';
import * as m0010 from './migrations/0010-orders.ts';
import * as m0011 from './migrations/0011-payments.ts';
import * as m0012 from './migrations/0012-booking-kinds.ts';
import * as m0013 from './migrations/0013-restaurant-hours.ts';
import * as m0014 from './migrations/0014-circuit-departures.ts';
import * as m0015 from './migrations/0015-partners.ts';
import * as m0016 from './migrations/0016-partner-trips.ts';
import * as m0017 from './migrations/0017-agency-trips.ts';
import type { Database } from './schema.ts';

/** Migrations are listed in code so they ship with the server and run in order on both dialects. */
const migrations: Record<string, Migration> = {
  '0001-geography-and-hotels': m0001,
  '0002-restaurants': m0002,
  '0003-catalogue': m0003,
  '0004-search-index': m0004,
  '0005-special-offers': m0005,
  '0006-flights': m0006,
  '0007-accounts': m0007,
  '0008-search-own-content': m0008,
  '0009-stay-inventory': m0009,
  '0010-orders': m0010,
  '0011-payments': m0011,
  '0012-booking-kinds': m0012,
  '0013-restaurant-hours': m0013,
  '0014-circuit-departures': m0014,
  '0015-partners': m0015,
  '0016-partner-trips': m0016,
  '0017-agency-trips': m0017,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
