import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/lib/response-cache.ts';

describe('response cache', () => {
  it('computes a key once for concurrent requests and serves it until it expires', async () => {
    const cache = new ResponseCache(50);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { n: computed };
    };
    const entries = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute)));
    expect(computed).toBe(1);
    expect(new Set(entries).size).toBe(1);
    expect(JSON.parse(entries[0]!.body.toString())).toEqual({ n: 1 });
    await cache.get('k', compute);
    expect(computed).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(JSON.parse((await cache.get('k', compute)).body.toString())).toEqual({ n: 2 });
  });

  it('does not keep a failure: every waiter sees it, the next request tries again', async () => {
    const cache = new ResponseCache(1000);
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('database away');
    };
    const results = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(attempts).toBe(1);
    expect(JSON.parse((await cache.get('k', async () => ({ ok: true }))).body.toString())).toEqual({ ok: true });
  });
});
