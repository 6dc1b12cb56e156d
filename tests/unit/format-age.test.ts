import { describe, expect, it } from 'vitest';
import { formatAge } from '../../src/lib/format.ts';

describe('how old offline data is', () => {
  it('says it in minutes, then hours, then days, in the reader’s language', () => {
    expect(formatAge(20_000, 'fr')).toBe('maintenant');
    expect(formatAge(5 * 60_000, 'fr')).toBe('il y a 5 minutes');
    expect(formatAge(3 * 3_600_000, 'en')).toBe('3 hours ago');
    expect(formatAge(3 * 86_400_000, 'fr')).toBe('il y a 3 jours');
    expect(formatAge(3 * 3_600_000, 'ar')).toMatch(/\p{Script=Arabic}/u);
  });
});
