import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { toCity, toDestination, toState } from './geography.mappers.ts';
import { GeographyRepository } from './geography.repository.ts';

export async function geographyRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; cache: ResponseCache }) {
  const repo = new GeographyRepository(opts.db);
  app.get('/states', (request, reply) =>
    opts.cache.send(request, reply, 'states', async () => ({ states: (await repo.states()).map(toState) })),
  );
  app.get('/alldestinations', (request, reply) =>
    opts.cache.send(request, reply, 'alldestinations', async () => ({
      destinations: (await repo.destinations()).map(toDestination),
    })),
  );
  app.get('/city', (request, reply) =>
    opts.cache.send(request, reply, 'city', async () => ({ cities: (await repo.cities()).map(toCity) })),
  );
}
