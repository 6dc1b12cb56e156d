import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: tsx server/db/cli.ts migrate|seed');
  process.exit(2);
}
try {
  const db = openDatabase(loadConfig());
  const applied = await migrateToLatest(db.kysely);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
  if (command === 'seed')
    console.log(
      (await seedIfEmpty(db.kysely)) ? 'Seeded the demo catalogue.' : 'Database already has content; seed skipped.',
    );
  await db.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
