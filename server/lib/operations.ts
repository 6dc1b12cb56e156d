import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type * as z from 'zod/mini';
import type { UsersTable } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { type CachedJson, type ResponseCache, sendCached, serialize } from './response-cache.ts';
import { parseBody, parseInput } from './validate.ts';

type Schema = z.ZodMiniType;

/** A signed-in caller: the session the bearer token opened and its user. */
export type Authed = { sessionId: number; user: Selectable<UsersTable> };

/**
 * At most `max` requests per `windowMs`, counted per client address, per account (e-mail or user),
 * or per account and address together.
 */
export interface Limit {
  per: 'ip' | 'account' | 'account+ip';
  max: number;
  windowMs: number;
}

/** What a handler receives: the validated input, the caller and the origin links are built on. */
export interface OperationInput<Q extends Schema = Schema, P extends Schema = Schema, B extends Schema = Schema> {
  query: z.infer<Q>;
  params: z.infer<P>;
  body: z.infer<B>;
  /** The origin paging links point to: PUBLIC_URL, else the request's own. */
  origin: string;
  auth: Authed | undefined;
  /** Sets a header of the answer (an operation that does so is not cached: see `cache`). */
  header: (name: string, value: string) => void;
  /** A header of the request (`Idempotency-Key`); only calls that are never cached read them. */
  requestHeader: (name: string) => string | undefined;
  /** The bytes of an `upload` call's body (a photo), unparsed. */
  upload?: Buffer | undefined;
}

/**
 * One call of the API, declared once: its contract (validation and the OpenAPI document), who may
 * make it and how often, and its answer. A public GET (no `auth`, not `live`) is a read: its
 * answer is cached for a few seconds and sent with an ETag. Any other call is answered `no-store`
 * with `status`.
 */
export interface Operation<S = never, Q extends Schema = Schema, P extends Schema = Schema, B extends Schema = Schema> {
  method?: 'get' | 'post' | 'put' | 'delete';
  /** Under the API prefix, with `{name}` path parameters (as OpenAPI writes them). */
  path: string;
  summary: string;
  query?: Q;
  params?: P;
  body?: B;
  response?: Schema;
  /** The success status (204 has no body); 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  errors?: number[];
  /** `required`: 401 without a valid bearer token; `optional`: a visitor or a user. */
  auth?: 'none' | 'optional' | 'required';
  limits?: Limit[];
  /** `false` for a public read whose answer is more than its body (headers). */
  cache?: false;
  /**
   * An answer that changes with every booking (availability, orders): never cached, here or in
   * any browser or service worker, and sent `no-store` like a write.
   */
  live?: true;
  /**
   * A call whose body is a file's bytes (`image/*`, at most `maxBytes`), handed over as `upload`
   * for the service to check from the bytes themselves.
   */
  upload?: { maxBytes: number };
  handle: (service: S, input: OperationInput<Q, P, B>) => Promise<unknown>;
}

/**
 * The declarer of a module's operations: `const op = operationsOf<HotelsService>()`, then
 * `op({ … })` types each handler's input from that operation's own schemas.
 */
export const operationsOf =
  <S>() =>
  <Q extends Schema = Schema, P extends Schema = Schema, B extends Schema = Schema>(o: Operation<S, Q, P, B>) =>
    o as unknown as Operation<S>;

/** A public read: answered from the response cache with an ETag. */
export const isPublicRead = (op: Operation<never> | Operation<unknown>) =>
  (op.method ?? 'get') === 'get' && (op.auth ?? 'none') === 'none' && !op.live;

/**
 * The one place answers are cached: by path, origin and the validated parameters. The page
 * renderer asks here too, so a page and the API share one answer.
 */
export function cachedAnswer(
  cache: ResponseCache,
  path: string,
  input: { origin: string; query: unknown; params: unknown },
  compute: () => Promise<unknown>,
): Promise<CachedJson> {
  const key = `${path}|${input.origin}|${JSON.stringify(input.query)}|${JSON.stringify(input.params)}`;
  return cache.get(key, compute);
}

/** An answer that is a 404 becomes null (for the page renderer: a not-found page). */
export function nullWhenNotFound(answer: Promise<CachedJson>): Promise<CachedJson | null> {
  return answer.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

export interface OperationContext {
  cache: ResponseCache;
  originOf: (request: FastifyRequest) => string;
  limiter: RateLimiter;
  /** The session a bearer token opened (401 when none). */
  authenticate: (token: string | undefined) => Promise<Authed>;
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

function checkLimits(op: Operation<never>, limiter: RateLimiter, request: FastifyRequest, account: string) {
  for (const limit of op.limits ?? []) {
    if (limit.per !== 'ip' && !account) continue;
    const who = limit.per === 'ip' ? request.ip : limit.per === 'account' ? account : `${account}|${request.ip}`;
    const wait = limiter.hit(`${op.path}|${limit.per}|${who}`, limit.max, limit.windowMs);
    if (wait > 0)
      throw new HttpError(429, 'too_many_requests', 'Too many attempts; please wait and retry.', undefined, {
        'retry-after': String(wait),
      });
  }
}

/** Registers a module's operation table, each call answered by `service`. */
export function registerOperations<S>(
  app: FastifyInstance,
  operations: Operation<S>[],
  service: S,
  context: OperationContext,
) {
  for (const op of operations as unknown as Operation<never>[]) {
    const read = isPublicRead(op);
    app.route({
      method: (op.method ?? 'get').toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: op.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(op.upload ? { bodyLimit: op.upload.maxBytes } : {}),
      handler: async (request, reply) => {
        if (!read) reply.header('cache-control', 'no-store');
        const query = op.query ? parseInput(op.query, request.query, 'query') : {};
        const params = op.params ? parseInput(op.params, request.params, 'params') : {};
        const body = op.body ? parseBody(op.body, request.body) : undefined;
        const token = op.auth === 'required' || op.auth === 'optional' ? bearer(request) : undefined;
        const auth =
          op.auth === 'required' || (op.auth === 'optional' && token) ? await context.authenticate(token) : undefined;
        const account = auth
          ? `user:${auth.user.id}`
          : String((body as { email?: string } | undefined)?.email ?? '')
              .trim()
              .toLowerCase();
        checkLimits(op, context.limiter, request, account);
        const origin = context.originOf(request);
        const input = {
          query,
          params,
          body: body as never,
          origin,
          auth,
          header: (name: string, value: string) => void reply.header(name, value),
          requestHeader: (name: string) => {
            const value = request.headers[name.toLowerCase()];
            return Array.isArray(value) ? value[0] : value;
          },
          upload: op.upload && Buffer.isBuffer(request.body) ? request.body : undefined,
        };
        if (read && op.cache !== false) {
          const entry = await cachedAnswer(context.cache, op.path, input, () => op.handle(service as never, input));
          return sendCached(request, reply, entry);
        }
        const result = await op.handle(service as never, input);
        if (read) return sendCached(request, reply, serialize(result));
        if (op.status === 204) return reply.status(204).send();
        return reply.status(op.status ?? 200).send(result);
      },
    });
  }
}

/** A module's operation table with the service that answers it. */
export interface Module<S = unknown> {
  operations: Operation<S>[];
  service: S;
}

export const moduleOf = <S>(operations: Operation<S>[], service: S) => ({ operations, service }) as Module;

/**
 * What a page shows first is a public read of the API: `answer('/monument/{id}', { params: { id } },
 * origin)` runs that operation as the API would (same validation, same handler) and keeps its answer
 * in the same cache entry, so a page and the API call it inlines are computed once. Null when the
 * input is invalid or the item unknown (the page then says so). An operation that sets headers
 * (`cache: false`) is kept here too: a page uses its body only.
 */
export type ApiAnswers = (
  path: string,
  raw: { query?: Record<string, string>; params?: Record<string, string> },
  origin: string,
) => Promise<CachedJson | null>;

export function apiAnswers(modules: Module[], cache: ResponseCache): ApiAnswers {
  const byPath = new Map<string, { op: Operation<never>; service: unknown }>();
  for (const { operations, service } of modules)
    for (const op of operations as unknown as Operation<never>[])
      if (isPublicRead(op)) byPath.set(op.path, { op, service });
  return (path, raw, origin) => {
    const found = byPath.get(path);
    if (!found) throw new Error(`No public read at ${path}`);
    const { op, service } = found;
    const query = op.query ? op.query.safeParse(raw.query ?? {}) : { success: true as const, data: {} };
    const params = op.params ? op.params.safeParse(raw.params ?? {}) : { success: true as const, data: {} };
    if (!query.success || !params.success) return Promise.resolve(null);
    const input = {
      query: query.data,
      params: params.data,
      body: undefined as never,
      origin,
      auth: undefined,
      header() {},
      requestHeader: () => undefined,
    };
    return nullWhenNotFound(cachedAnswer(cache, op.path, input, () => op.handle(service as never, input)));
  };
}
