import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedJson {
  /** The serialized JSON, as a Buffer so each hit skips re-encoding. */
  body: Buffer;
  etag: string;
  /** When it was computed (ms since the epoch). */
  at: number;
}

/**
 * Micro-cache for catalogue GETs: the serialized body and its ETag are kept for a few seconds,
 * so a burst of identical requests costs one query and one serialization. The short lifetime
 * bounds staleness when several processes share one PostgreSQL; `clear()` is for writes made in
 * this process.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedJson>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, compute: () => Promise<unknown>): Promise<CachedJson> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit;
    const entry = serialize(await compute(), now);
    if (this.entries.size >= this.maxEntries) this.evictOne(now);
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  private evictOne(now: number) {
    for (const [key, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) {
        this.entries.delete(key);
        return;
      }
    }
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** A JSON body ready to send, with its ETag. */
export function serialize(value: unknown, at = Date.now()): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, at };
}

/** Sends a cached body with its ETag; `If-None-Match` gets a 304. Clients revalidate every time. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.send(entry.body);
}
