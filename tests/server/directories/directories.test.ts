import { describe, expect, it } from 'vitest';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('directories API on %s', (kind) => {
  const api = seededApi(kind);

  it('returns the emergency numbers a traveller needs, and each partner with its locations', async () => {
    const numbers = (await api.get('/utilisateur/secours')).json() as { numbers: { number: string; group: string }[] };
    for (const required of ['197', '198', '80100333', '1200', '1210'])
      expect(numbers.numbers.map((n) => n.number.replace(/\s/g, ''))).toContain(required);
    for (const partner of ['agil', 'tunisietelecom', 'gat']) {
      const body = (await api.get(`/utilisateur/${partner}`)).json() as {
        partner: { slug: string };
        locations: unknown[];
      };
      expect(body.partner.slug).toBe(partner);
      expect(body.locations.length).toBeGreaterThan(0);
    }
  });
});
