import type { FastifyInstance } from 'fastify';
import { sendCached } from '../../lib/response-cache.ts';
import type { GeographyList, GeographyService } from './geography.service.ts';

export async function geographyRoutes(app: FastifyInstance, { service }: { service: GeographyService }) {
  for (const name of ['states', 'alldestinations', 'city'] satisfies GeographyList[]) {
    app.get(`/${name}`, async (request, reply) => sendCached(request, reply, await service.list(name)));
  }
}
