import { describe, expect, it } from 'vitest';
import { normalizeSearch, withScheme } from '../../domain/text.ts';

describe('normalizeSearch', () => {
  it('ignores case and Latin accents', () => {
    expect(normalizeSearch('Sidi Bou Saïd')).toBe(normalizeSearch('sidi bou said'));
    expect(normalizeSearch('GABÈS')).toBe('gabes');
  });
  it('folds Arabic harakat and letter variants', () => {
    expect(normalizeSearch('جَرْبَة')).toBe(normalizeSearch('جربه'));
    expect(normalizeSearch('أريانة')).toBe(normalizeSearch('اريانه'));
  });
  it('keeps other scripts searchable', () => {
    expect(normalizeSearch('Джерба')).toBe('джерба');
    expect(normalizeSearch('제르바')).toBe('제르바');
  });
});

describe('withScheme', () => {
  it('adds https:// only when a scheme is missing', () => {
    expect(withScheme('www.example.tn')).toBe('https://www.example.tn');
    expect(withScheme('http://example.tn')).toBe('http://example.tn');
  });
});
