import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

export interface CachedJson {
  /** The serialized JSON, as a Buffer so each hit skips re-encoding. */
  body: Buffer;
  etag: string;
  /** When it was computed (ms since the epoch). */
  at: number;
  /** Compressed copies, made on first demand and then reused like the body. */
  encoded?: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Compressed responses served per encoding, to tell a one-off answer from a popular one. */
  served?: Partial<Record<Encoding, number>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Smaller bodies are sent as they are: compression would not pay for itself. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Two efforts: an answer is first compressed fast (Brotli 1, gzip 1), since most distinct searches
 * are asked once and compressing them at quality 6 (~2.3 ms for a 100 KB page) saturated both cores
 * under load; an entry asked again is recompressed in the background at 6 (~20 % smaller). Brotli 1
 * costs half of 2 on a 60 KB page (0.43 ms of CPU against 1.2) for 1–8 % more bytes.
 */
type Effort = 'fast' | 'small';
const BROTLI_QUALITY: Record<Effort, number> = { fast: 1, small: 6 };
const GZIP_LEVEL: Record<Effort, number> = { fast: 1, small: 6 };
/**
 * A fast copy of a body under this size is made on the spot: ~0.1 ms of CPU, where handing it to
 * libuv's thread pool made a search answer wait 7–10 ms (median) for its turn under load.
 */
const COMPRESS_NOW_MAX_BYTES = 16 * 1024;

function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } };
  const gzipOptions = { level: GZIP_LEVEL[effort] };
  if (effort === 'fast' && body.length < COMPRESS_NOW_MAX_BYTES) {
    return Promise.resolve(
      encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions),
    );
  }
  return encoding === 'br' ? brotli(body, brotliOptions) : gzip(body, gzipOptions);
}

/** The entry's copy in `encoding`, made fast the first time and made small once it is asked again. */
function encodedCopy(entry: CachedJson, encoding: Encoding): Promise<Buffer> {
  entry.encoded ??= {};
  entry.served ??= {};
  const served = (entry.served[encoding] ?? 0) + 1;
  entry.served[encoding] = served;
  const current = entry.encoded[encoding];
  if (!current) {
    const fast = compress(entry.body, encoding, 'fast');
    entry.encoded[encoding] = fast;
    return fast;
  }
  if (served === 2) {
    const small = compress(entry.body, encoding, 'small');
    small.then(
      () => {
        if (entry.encoded) entry.encoded[encoding] = small;
      },
      () => {}, // the fast copy stays
    );
  }
  return current;
}

/** The compression the client accepts that we prefer: Brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/**
 * Micro-cache for catalogue GETs: the serialized body and its ETag are kept for a few seconds,
 * so a burst of identical requests costs one query and one serialization. The short lifetime
 * bounds staleness when several processes share one PostgreSQL; `clear()` is for writes made in
 * this process.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedJson>();
  /** Computations under way: concurrent misses of one key share one query and one serialization. */
  private readonly pending = new Map<string, Promise<CachedJson>>();
  /** What was made from these answers and must go with them (the page cache). */
  private readonly clearListeners: Array<() => void> = [];

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** The answer `compute` gives, serialized, as long as it is fresh. */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedJson> {
    return this.remember(key, async (now) => serialize(await compute(), now));
  }

  /** JSON already written by `json`, as long as it is fresh (the same body, compressed once). */
  getSerialized(key: string, json: () => string): Promise<CachedJson> {
    return this.remember(key, async (now) => jsonEntry(json(), now));
  }

  private async remember(key: string, make: (now: number) => Promise<CachedJson>): Promise<CachedJson> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit;
    let computing = this.pending.get(key);
    if (!computing) {
      computing = make(now)
        .then((entry) => {
          // Re-inserted last, so entries stay in the order they were made and the first is the oldest.
          this.entries.delete(key);
          if (this.entries.size >= this.maxEntries) this.evictOldest();
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, computing);
    }
    return computing;
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    for (const listener of this.clearListeners) listener();
  }

  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** When an entry stops being served (ms since the epoch). */
  expiresAt(entry: CachedJson): number {
    return entry.at + this.ttlMs;
  }

  /** Expired or not, the oldest entry goes: any expired entry is at least as old. */
  private evictOldest() {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.entries.delete(oldest.value);
  }
}

/** A JSON body ready to send, with its ETag. */
export function serialize(value: unknown, at = Date.now()): CachedJson {
  return jsonEntry(JSON.stringify(value), at);
}

/** Already serialized JSON, ready to send, with its ETag. */
function jsonEntry(json: string, at = Date.now()): CachedJson {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, at };
}

/** The validator of a compressed representation: weak, and distinct per encoding. */
export const encodedEtag = (etag: string, encoding: Encoding) => `W/${etag.slice(0, -1)}-${encoding}"`;

/** Whether `If-None-Match` names `etag` (a list, `W/` tags compared weakly, or `*`). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a cached body with its ETag, compressed once per entry (Brotli or gzip, as the client
 * accepts) rather than on every request; `If-None-Match` gets a 304. Clients revalidate every time.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedJson) {
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  // Each representation has its own validator. A compressed one is weak: its bytes change when a
  // popular entry is recompressed smaller, while its content stays the same.
  const etag = encoding ? encodedEtag(entry.etag, encoding) : entry.etag;
  reply
    .header('etag', etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(await encodedCopy(entry, encoding));
}
