/**
 * Fixed-window counters in memory: at most `max` attempts per key in each window of `windowMs`.
 * A window always ends, so an owner whose account is being attacked waits, but is never locked
 * out for good. One process: behind several processes, each counts its own share.
 */
export class RateLimiter {
  /** Each counter knows when its own window ends: limits of different lengths share the map. */
  readonly #windows = new Map<string, { ends: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts an attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, max: number, windowMs: number): number {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || now >= window.ends) {
      window = { ends: now + windowMs, count: 0 };
      this.#windows.set(key, window);
      if (this.#windows.size > 100_000) this.#sweep(now);
    }
    window.count++;
    return window.count > max ? Math.ceil((window.ends - now) / 1000) : 0;
  }

  /** Forgets only the windows that have ended. */
  #sweep(now: number) {
    for (const [key, w] of this.#windows) if (now >= w.ends) this.#windows.delete(key);
  }
}
