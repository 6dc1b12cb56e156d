import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../server/lib/rate-limiter.ts';

const MINUTE = 60_000;

describe('RateLimiter', () => {
  it('counts per key within the window, then lets the next window start afresh', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([limiter.hit('a', 2, MINUTE), limiter.hit('a', 2, MINUTE)]).toEqual([0, 0]);
    expect(limiter.hit('a', 2, MINUTE)).toBe(60);
    expect(limiter.hit('b', 2, MINUTE)).toBe(0);
    now = 59_500;
    expect(limiter.hit('a', 2, MINUTE)).toBe(1);
    now = MINUTE;
    expect(limiter.hit('a', 2, MINUTE)).toBe(0);
  });

  it('a sweep caused by short limits keeps the counters of an hour-long limit', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.hit('hourly', 1, 60 * MINUTE);
    expect(limiter.hit('hourly', 1, 60 * MINUTE)).toBeGreaterThan(0);
    now = 2 * MINUTE;
    // Enough one-minute counters to make the map sweep itself.
    for (let i = 0; i <= 100_001; i++) limiter.hit(`short-${i}`, 5, MINUTE);
    now = 3 * MINUTE;
    limiter.hit('one-more', 5, MINUTE);
    expect(limiter.hit('hourly', 1, 60 * MINUTE)).toBe(57 * 60);
  });
});
