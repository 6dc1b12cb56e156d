import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../../../server/lib/http-error.ts';
import { type Authed, apiAnswers, moduleOf, operationsOf, registerOperations } from '../../../server/lib/operations.ts';
import { RateLimiter } from '../../../server/lib/rate-limiter.ts';
import { ResponseCache } from '../../../server/lib/response-cache.ts';
import { registerErrorHandling } from '../../../server/plugins/errors.ts';

/** A service that counts how often each answer was computed. */
class Counter {
  calls = 0;
  async answer(value: unknown) {
    this.calls++;
    return { value, calls: this.calls };
  }
}

const op = operationsOf<Counter>();
const user = { sessionId: 7, user: { id: 3 } } as unknown as Authed;

async function appWith(operations: ReturnType<typeof op>[]) {
  const app = Fastify();
  registerErrorHandling(app);
  const service = new Counter();
  const cache = new ResponseCache(60_000);
  registerOperations(app, operations, service, {
    cache,
    originOf: () => 'http://rihla.test',
    limiter: new RateLimiter(),
    authenticate: async (token) => {
      if (token !== 'good') throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
      return user;
    },
  });
  await app.ready();
  return { app, service, answer: apiAnswers([moduleOf(operations, service)], cache) };
}

describe('registerOperations', () => {
  it('answers a public read from the cache, per path parameter and query, with an ETag', async () => {
    const { app, service } = await appWith([
      op({
        path: '/things/{id}',
        summary: 'A thing',
        params: z.object({ id: z.coerce.number() }),
        query: z.object({ q: z.optional(z.string()) }),
        handle: (s, { params, query, origin }) => s.answer([params.id, query.q, origin]),
      }),
    ]);
    const first = await app.inject('/things/1?q=a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ value: [1, 'a', 'http://rihla.test'], calls: 1 });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/things/1?q=a')).json().calls).toBe(1);
    expect((await app.inject('/things/1?q=b')).json().calls).toBe(2);
    expect((await app.inject('/things/2?q=a')).json().calls).toBe(3);
    expect(service.calls).toBe(3);
    expect(
      (await app.inject({ url: '/things/1?q=a', headers: { 'if-none-match': first.headers.etag } })).statusCode,
    ).toBe(304);
  });

  it('refuses input its schemas refuse', async () => {
    const { app, service } = await appWith([
      op({
        path: '/things',
        summary: 'Things',
        query: z.object({ page: z.coerce.number().check(z.minimum(1)) }),
        handle: (s) => s.answer('x'),
      }),
      op({
        method: 'post',
        path: '/things',
        summary: 'A new thing',
        body: z.object({ name: z.string() }),
        status: 201,
        handle: (s, { body }) => s.answer(body.name),
      }),
    ]);
    const badQuery = await app.inject('/things?page=0');
    expect([badQuery.statusCode, badQuery.json().code]).toEqual([400, 'invalid_query']);
    const badBody = await app.inject({ method: 'POST', url: '/things', payload: { name: 3 } });
    expect([badBody.statusCode, badBody.json()]).toEqual([
      400,
      { message: 'Some fields are missing or invalid.', code: 'invalid_fields', fields: { name: 'required' } },
    ]);
    expect(service.calls).toBe(0);
  });

  it('answers a call that is not a public read fresh, no-store, with its status, and never caches it', async () => {
    const { app } = await appWith([
      op({
        method: 'post',
        path: '/things',
        summary: 'A new thing',
        body: z.object({ name: z.string() }),
        status: 201,
        handle: (s, { body }) => s.answer(body.name),
      }),
      op({ path: '/mine', summary: 'Mine', auth: 'required', handle: (s, { auth }) => s.answer(auth?.user.id) }),
    ]);
    const created = await app.inject({ method: 'POST', url: '/things', payload: { name: 'a' } });
    expect([created.statusCode, created.headers['cache-control'], created.json().calls]).toEqual([201, 'no-store', 1]);
    expect((await app.inject({ method: 'POST', url: '/things', payload: { name: 'a' } })).json().calls).toBe(2);
    const anonymous = await app.inject('/mine');
    expect([anonymous.statusCode, anonymous.headers['cache-control']]).toEqual([401, 'no-store']);
    const mine = await app.inject({ url: '/mine', headers: { authorization: 'Bearer good' } });
    expect([mine.statusCode, mine.json().value]).toEqual([200, 3]);
    expect((await app.inject({ url: '/mine', headers: { authorization: 'Bearer good' } })).json().calls).toBe(4);
  });

  it('keeps an uncached public read uncached, with the headers it sets', async () => {
    const { app } = await appWith([
      op({
        path: '/posts',
        summary: 'Posts',
        cache: false,
        handle: async (s, { header }) => {
          header('x-total', '12');
          return s.answer('p');
        },
      }),
    ]);
    const first = await app.inject('/posts');
    expect([first.headers['x-total'], first.headers.etag !== undefined, first.json().calls]).toEqual(['12', true, 1]);
    expect((await app.inject('/posts')).json().calls).toBe(2);
  });

  it('counts each limit per address, per account or both, and answers 429 with Retry-After', async () => {
    const { app } = await appWith([
      op({
        method: 'post',
        path: '/login',
        summary: 'Sign in',
        body: z.object({ email: z.string() }),
        limits: [
          { per: 'ip', max: 3, windowMs: 60_000 },
          { per: 'account', max: 1, windowMs: 60_000 },
        ],
        handle: (s, { body }) => s.answer(body.email),
      }),
    ]);
    const login = (email: string) => app.inject({ method: 'POST', url: '/login', payload: { email } });
    expect((await login('a@x.tn')).statusCode).toBe(200);
    const again = await login(' A@x.tn ');
    expect([again.statusCode, again.json().code, Number(again.headers['retry-after']) > 0]).toEqual([
      429,
      'too_many_requests',
      true,
    ]);
    expect((await login('b@x.tn')).statusCode).toBe(200);
    expect((await login('c@x.tn')).statusCode).toBe(429); // the fourth from this address
  });
});

describe('apiAnswers', () => {
  const thing = op({
    path: '/things/{id}',
    summary: 'A thing',
    params: z.object({ id: z.coerce.number().check(z.positive()) }),
    handle: async (s, { params, origin }) => {
      if (params.id === 404) throw new HttpError(404, 'not_found', 'No such thing.');
      return s.answer([params.id, origin]);
    },
  });

  it('gives a page the very answer the API sends for the same call, computed once', async () => {
    const { app, service, answer } = await appWith([thing]);
    const forPage = await answer('/things/{id}', { params: { id: '5' } }, 'http://rihla.test');
    expect(JSON.parse(String(forPage?.body))).toEqual({ value: [5, 'http://rihla.test'], calls: 1 });
    const fromApi = await app.inject('/things/5');
    expect(fromApi.json()).toEqual({ value: [5, 'http://rihla.test'], calls: 1 });
    expect(fromApi.headers.etag).toBe(forPage?.etag);
    expect(service.calls).toBe(1);
  });

  it('answers null for input the API would refuse and for an unknown item', async () => {
    const { service, answer } = await appWith([thing]);
    expect(await answer('/things/{id}', { params: { id: 'abc' } }, '')).toBeNull();
    expect(await answer('/things/{id}', { params: { id: '404' } }, '')).toBeNull();
    expect(service.calls).toBe(0);
  });

  it('answers only public reads', async () => {
    const { answer } = await appWith([{ ...thing, auth: 'required' }]);
    expect(() => answer('/things/{id}', { params: { id: '1' } }, '')).toThrow(/No public read/);
  });
});
