import { describe, expect, it } from 'vitest';
import { trigramsOf } from '../../server/db/trigram-statistics.ts';

describe('trigramsOf', () => {
  it('cuts every three-character run once, spaces included', () => {
    expect(trigramsOf('dar dar')).toEqual(['dar', 'ar ', 'r d', ' da']);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(trigramsOf('𝒜bcd')).toEqual(['𝒜bc', 'bcd']);
    expect(trigramsOf('突尼斯')).toEqual(['突尼斯']);
  });
  it('has none under three characters', () => {
    expect(trigramsOf('dj')).toEqual([]);
  });
});
