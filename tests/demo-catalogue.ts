import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Catalogue, FAMILIES } from '../server/db/seed/format.ts';
import { DEMO_FOLDER } from '../server/db/seed/seed.ts';

/** The demo catalogue as the seed imports it (families concatenated over the folder's files). */
export function readDemoCatalogue(folder = DEMO_FOLDER): Catalogue {
  const catalogue: Record<string, unknown[]> = Object.fromEntries(Object.keys(FAMILIES).map((f) => [f, []]));
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const content = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
    for (const [family, records] of Object.entries(content))
      if (Array.isArray(records)) catalogue[family] = [...(catalogue[family] ?? []), ...records];
  }
  return catalogue as unknown as Catalogue;
}

export const demo = readDemoCatalogue();
