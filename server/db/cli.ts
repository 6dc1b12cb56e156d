import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { BookedItemsMissing, importCatalogue } from './seed/import.ts';
import { formatProblem, readCatalogueFolder } from './seed/read-folder.ts';
import { seedIfEmpty } from './seed/seed.ts';

const [command, folder] = process.argv.slice(2);
const usage = 'usage: tsx server/db/cli.ts migrate | seed | check <folder> | import <folder>';

/** Validates a catalogue folder, printing every problem; the catalogue when it is valid. */
async function check(dir: string) {
  const result = await readCatalogueFolder(dir);
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`${result.problems.length} problem(s) in ${dir}; nothing was changed.`);
    return undefined;
  }
  const counts = Object.entries(result.catalogue).filter(([, records]) => records.length > 0);
  console.log(`${dir} is valid: ${counts.map(([family, records]) => `${records.length} ${family}`).join(', ')}.`);
  return result.catalogue;
}

try {
  if (command === 'check' && folder) {
    process.exit((await check(folder)) ? 0 : 1);
  } else if (command === 'import' && folder) {
    const catalogue = await check(folder);
    if (!catalogue) process.exit(1);
    const db = openDatabase(loadConfig());
    await migrateToLatest(db.kysely);
    try {
      await importCatalogue(db.kysely, catalogue);
      console.log('Imported: the catalogue now holds exactly the records of this folder.');
    } catch (error) {
      if (!(error instanceof BookedItemsMissing)) throw error;
      for (const line of error.missing) console.error(line);
      console.error(`${error.missing.length} booked place(s) or room(s) missing from ${folder}; nothing was changed.`);
      process.exitCode = 1;
    } finally {
      await db.close();
    }
  } else if (command === 'migrate' || command === 'seed') {
    const db = openDatabase(loadConfig());
    const applied = await migrateToLatest(db.kysely);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    if (command === 'seed')
      console.log(
        (await seedIfEmpty(db.kysely)) ? 'Seeded the demo catalogue.' : 'Database already has content; seed skipped.',
      );
    await db.close();
  } else {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
