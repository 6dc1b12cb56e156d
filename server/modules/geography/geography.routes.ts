import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toCity, toDestination, toState } from './geography.mappers.ts';
import { GeographyRepository } from './geography.repository.ts';

export async function geographyRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }) {
  const repo = new GeographyRepository(opts.db);
  app.get('/states', async () => ({ states: (await repo.states()).map(toState) }));
  app.get('/alldestinations', async () => ({ destinations: (await repo.destinations()).map(toDestination) }));
  app.get('/city', async () => ({ cities: (await repo.cities()).map(toCity) }));
}
