import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_OPERATIONS } from '../../../server/modules/accounts/accounts.routes.ts';
import { startApp } from '../harness.ts';

describe('OpenAPI document', () => {
  let ctx: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    ctx = await startApp('sqlite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is served at /utilisateur/openapi.json and lists the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/utilisateur/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, { get: { parameters: Array<{ name: string }> } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const documented = ctx.app.apiOperations.map((o) => o.path);
    expect(Object.keys(doc.paths).slice(0, new Set(documented).size)).toEqual(
      [...new Set(documented)].map((p) => `/utilisateur${p}`),
    );
    // Every account call is there with its method, and those that need a session say so.
    for (const op of ACCOUNT_OPERATIONS) {
      const documentedOp = (doc.paths[`/utilisateur${op.path}`] as Record<string, { security?: unknown[] }>)[
        op.method ?? 'get'
      ];
      expect(documentedOp, `${op.method} ${op.path}`).toBeDefined();
      expect(documentedOp?.security !== undefined, op.path).toBe(op.auth !== 'none');
    }
    expect(doc.paths['/utilisateur/hotels']?.get.parameters.map((p) => p.name)).toEqual([
      'page',
      'search',
      'destination_id',
      'sort',
      'min_price',
      'max_price',
      'stars',
      'facilities',
    ]);
  });

  it('lists every route the API answers, and only those, each with its method', async () => {
    // Routes as Fastify registered them, collected from a fresh app of our own.
    const registered: string[] = [];
    const res = await ctx.app.inject({ method: 'GET', url: '/utilisateur/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Fastify's route tree: each line a segment under the one above it, indented 4 by level.
    const stack: string[] = [];
    for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join('');
      if (!path.startsWith('/utilisateur')) continue;
      for (const method of match[3]?.split(', ') ?? [])
        if (method !== 'HEAD') registered.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(registered.length).toBeGreaterThan(100);
    expect(new Set(documented)).toEqual(new Set(registered));
    // The booking half is there: payments, rentals, seats, tables, departures, partners and their trips.
    for (const call of [
      'POST /utilisateur/orders/{reference}/payments',
      'POST /utilisateur/payments/callback',
      'GET /utilisateur/payments/return',
      'GET /utilisateur/events/{id}/availability',
      'GET /utilisateur/restaurants/{id}/availability',
    ])
      expect(documented, call).toContain(call);
  });
});
