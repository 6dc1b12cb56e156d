import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_OPERATIONS } from '../../../server/modules/accounts/accounts.routes.ts';
import { API_OPERATIONS } from '../../../server/modules/openapi/openapi.ts';
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
    const documented = API_OPERATIONS.map((o) => o.path);
    expect(Object.keys(doc.paths)).toEqual([...new Set(documented)].map((p) => `/utilisateur${p}`));
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
});
