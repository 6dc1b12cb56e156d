import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tunisiaDayEnd } from '../../domain/dates.ts';
import { type Encoding, ifNoneMatch, preferredEncoding } from './response-cache.ts';

/** A rendered page kept whole: its HTML, its Brotli and gzip bodies, and their ETags. */
export interface CachedPage {
  html: Buffer;
  encoded: Record<Encoding, Buffer>;
  /** The HTML's hash: the identity body's ETag is `"hash"`, a compressed one's `"hash-br"`. */
  hash: string;
  /** The ETags of the API answers the page was rendered from: unchanged, the page is too. */
  parts: string;
  /** When its answers expire (ms since the epoch): the page is then checked against them again. */
  expires: number;
  bytes: number;
}

/** What a page is made from, before it is rendered. */
export interface PageSource {
  parts: string;
  expires: number;
  render: () => Promise<PageAnswer>;
}

/** A page as rendered; only a `cacheable` one (a 200, rendered whole, nothing personal) is kept. */
export interface PageAnswer {
  status: number;
  html: string;
  cacheable: boolean;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Made once per render, on libuv's threads: on the 56 KB hotels listing Brotli 6 takes ~2.4 ms
 * (11.3 KB), where 9 took 18 ms for 1 % less and 11 took 113 ms for 8 % less; gzip 6 ~1.2 ms.
 */
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS = { level: 6 };

/**
 * Server-rendered pages, kept rendered and compressed (`server/modules/pages/pages.plugin.ts`).
 * A page lives as long as the API answers it was rendered from (the response cache's lifetime and
 * `clear()`), then is checked against them: unchanged, it is kept without rendering again. Every
 * page goes when the day turns in Tunisia, since pages show dated things by the day. Least
 * recently used pages go first beyond `maxBytes`.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | PageAnswer>>();
  private bytes = 0;
  /** Bumped by clear(): a page rendered from answers older than the clear is not kept. */
  private generation = 0;
  /** When the day of the pages kept ends in Tunisia. */
  private dayEnd = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The kept page for `key`; once its answers have expired, the first request waits for them to be
   * checked (and the page rendered again if they changed).
   */
  get(key: string, load: () => Promise<PageSource>): Promise<CachedPage | PageAnswer> {
    const now = this.now();
    if (now >= this.dayEnd) {
      this.clear();
      this.dayEnd = tunisiaDayEnd(now);
    }
    const kept = this.entries.get(key);
    if (kept && now < kept.expires) {
      // Last in the map's order: the first is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept);
    }
    // While one request checks an expired page against its answers, the others get it as it is:
    // a check waits for the database, and on a busy machine fifty visitors would wait with it.
    const pending = this.pending.get(key);
    if (pending) return kept ? Promise.resolve(kept) : pending;
    const making: Promise<CachedPage | PageAnswer> = this.make(key, kept, load).finally(() => {
      // Unless clear() came between and another request started the page again.
      if (this.pending.get(key) === making) this.pending.delete(key);
    });
    this.pending.set(key, making);
    return making;
  }

  private async make(key: string, kept: CachedPage | undefined, load: () => Promise<PageSource>) {
    const generation = this.generation;
    const source = await load();
    if (kept && kept.parts === source.parts && this.entries.get(key) === kept) {
      kept.expires = source.expires;
      return kept;
    }
    const answer = await source.render();
    if (!answer.cacheable || answer.status !== 200) return answer;
    const page = await compressPage(answer.html, source);
    if (generation === this.generation) this.keep(key, page);
    return page;
  }

  private keep(key: string, page: CachedPage) {
    this.drop(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.bytes;
  }

  /** Every page goes, and pages being rendered are not kept. */
  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    this.generation++;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }
}

async function compressPage(text: string, source: PageSource): Promise<CachedPage> {
  const html = Buffer.from(text);
  const [br, gz] = await Promise.all([brotli(html, BROTLI_OPTIONS), gzip(html, GZIP_OPTIONS)]);
  return {
    html,
    encoded: { br, gzip: gz },
    hash: createHash('sha1').update(html).digest('base64url'),
    parts: source.parts,
    expires: source.expires,
    bytes: html.length + br.length + gz.length,
  };
}

export const isCachedPage = (page: CachedPage | PageAnswer): page is CachedPage => 'hash' in page;

/**
 * Sends a kept page in the encoding the client prefers, with a strong ETag per encoding (each body
 * is made once, so its bytes never change under its tag); a matching `If-None-Match` gets a 304.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const accepted = request.headers['accept-encoding'];
  const encoding = preferredEncoding(accepted);
  // A client that takes deflate alone gets the HTML deflated by @fastify/compress on the way out:
  // the same content in other bytes, which only a weak validator may share.
  const identityTag = accepted && /\bdeflate\b/.test(accepted) ? `W/"${page.hash}"` : `"${page.hash}"`;
  const etag = encoding ? `"${page.hash}-${encoding}"` : identityTag;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
}
