import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: Buffer;
  etag: string;
  expires: number;
}

/**
 * Micro-cache for catalogue GETs: the serialized body and its ETag are kept for a few seconds,
 * so a burst of identical requests costs one query and one serialization. The short lifetime
 * bounds staleness when several processes share one PostgreSQL; `clear()` is for writes made in
 * this process.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= now) {
      // A Buffer, so each hit skips re-encoding the JSON text.
      const body = Buffer.from(JSON.stringify(await compute()));
      entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expires: now + this.ttlMs };
      if (this.entries.size >= this.maxEntries) this.evictOne(now);
      this.entries.set(key, entry);
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
  }

  clear(): void {
    this.entries.clear();
  }

  private evictOne(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now) {
        this.entries.delete(key);
        return;
      }
    }
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}
