/**
 * Fixed-window counters in memory: at most `max` attempts per key in each window of `windowMs`.
 * A window always ends, so an owner whose account is being attacked waits, but is never locked
 * out for good. One process: behind several processes, each counts its own share.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts an attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, max: number, windowMs: number): number {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
      if (this.#windows.size > 100_000) this.#sweep(now, windowMs);
    }
    window.count++;
    return window.count > max ? Math.ceil((window.start + windowMs - now) / 1000) : 0;
  }

  #sweep(now: number, windowMs: number) {
    for (const [key, w] of this.#windows) if (now - w.start >= windowMs) this.#windows.delete(key);
  }
}
