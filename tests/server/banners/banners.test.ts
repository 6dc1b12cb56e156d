import { describe, expect, it } from 'vitest';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('banners API on %s', (kind) => {
  const api = seededApi(kind);

  it('returns the demo banners in their three groups', async () => {
    const banners = (await api.get('/utilisateur/a_d_s_f_ront')).json() as { states: { source: string }[][] };
    expect(banners.states.map((g) => g.length)).toEqual(
      [1, 2, 3].map((g) => demo.banners.filter((b) => b.group === g).length),
    );
  });
});
