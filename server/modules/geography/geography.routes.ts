import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ResponseCache, sendCached } from '../../lib/response-cache.ts';
import { toCity, toDestination, toState } from './geography.mappers.ts';
import { GeographyRepository } from './geography.repository.ts';

export async function geographyRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; cache: ResponseCache }) {
  const repo = new GeographyRepository(opts.db);
  const lists = {
    states: async () => ({ states: (await repo.states()).map(toState) }),
    alldestinations: async () => ({ destinations: (await repo.destinations()).map(toDestination) }),
    city: async () => ({ cities: (await repo.cities()).map(toCity) }),
  };
  for (const [path, compute] of Object.entries(lists)) {
    app.get(`/${path}`, async (request, reply) => sendCached(request, reply, await opts.cache.get(path, compute)));
  }
}
