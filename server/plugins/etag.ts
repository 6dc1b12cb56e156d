import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * API GETs carry a strong ETag over their body and `Cache-Control: no-cache`, so the service
 * worker and React Query revalidate with a cheap 304 instead of downloading again.
 */
export function registerApiEtags(app: FastifyInstance, prefix: string) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith(prefix)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
