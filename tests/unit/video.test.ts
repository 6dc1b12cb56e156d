import { describe, expect, it } from 'vitest';
import { abbreviateViews, cutDescription, formatDuration, videoPageNumbers } from '../../domain/video.ts';

describe('video formulas of spec §9', () => {
  it('shows durations as m:ss with two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(26)).toBe('0:26');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(120)).toBe('2:00');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('abbreviates views from 1,000 as K and from 1,000,000 as M', () => {
    const nb = '\u00a0';
    expect(abbreviateViews(0, 'en')).toBe('0');
    expect(abbreviateViews(999, 'en')).toBe('999');
    expect(abbreviateViews(1000, 'en')).toBe('1K');
    expect(abbreviateViews(1500, 'en')).toBe('1.5K');
    expect(abbreviateViews(1999, 'en')).toBe('1.9K');
    expect(abbreviateViews(999_999, 'en')).toBe('999.9K');
    expect(abbreviateViews(1_000_000, 'en')).toBe('1M');
    expect(abbreviateViews(2_340_000, 'en')).toBe('2.3M');
    // Each language's own symbols and decimal sign, cut not rounded.
    expect(abbreviateViews(184_350, 'fr')).toBe(`184,3${nb}k`);
    expect(abbreviateViews(2_340_000, 'fr')).toBe(`2,3${nb}M`);
    expect(abbreviateViews(184_350, 'ru')).toBe(`184,3${nb}тыс.`);
    expect(abbreviateViews(184_350, 'zh')).toBe('18.4万');
    expect(abbreviateViews(184_350, 'ar')).toBe(`184,3${nb}ألف`);
  });

  it('cuts share descriptions to 200 characters at a word', () => {
    const short = 'Une balade dans la médina.';
    expect(cutDescription(short)).toBe(short);
    const long = `${'mot '.repeat(80)}fin`;
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut.endsWith('mot…')).toBe(true);
    expect(cutDescription('x'.repeat(300))).toHaveLength(200);
  });

  it('shows five page numbers around the current page, within the pages that exist', () => {
    expect(videoPageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(videoPageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(videoPageNumbers(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(videoPageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(videoPageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
