import { describe, expect, it } from 'vitest';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('categories API on %s', (kind) => {
  const api = seededApi(kind);

  it('returns the craft and wellness categories of the demo', async () => {
    const crafts = (await api.get('/utilisateur/artisanat')).json() as { data: { slug: string }[] };
    expect(crafts.data.map((c) => c.slug).sort()).toEqual(
      ['basketry', 'carpet', 'chechia', 'cuivre', 'jewelry', 'leather', 'pottery'].sort(),
    );
    const wellness = (await api.get('/utilisateur/medical-category')).json() as { slug: string }[];
    expect(wellness.map((c) => c.slug).sort()).toEqual(['aesthetic', 'fitness', 'health', 'relaxation', 'salons']);
  });
});
