import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../server/modules/openapi/openapi.ts';
import { startApp } from './harness.ts';

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
    expect(Object.keys(doc.paths)).toEqual(Object.keys(API_OPERATIONS).map((p) => `/utilisateur${p}`));
    expect(doc.paths['/utilisateur/hotels']?.get.parameters.map((p) => p.name)).toEqual([
      'page',
      'search',
      'destination_id',
    ]);
  });
});
