import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

async function main() {
  // React's server renderer, loaded with the server-rendering bundle, reads this once: its
  // development build renders pages several times slower and writes error stacks into them.
  process.env.NODE_ENV ??= 'production';
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = openDatabase(config);
  await migrateToLatest(db.kysely);
  if (config.seedDemo && (await seedIfEmpty(db.kysely))) console.log('Seeded the demo catalogue.');
  const app = await buildApp(config, db);
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

await main();
