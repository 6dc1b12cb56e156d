/**
 * Keeps each turn of the event loop short when the server is saturated, so it keeps accepting
 * connections.
 *
 * Why: since libuv 1.45 (Node 20) a listening socket accepts one connection per turn of the
 * event loop. Under load a turn handles every request that became readable, so with 100 busy
 * connections a turn lasts 40–70 ms, and a burst of new connections waits in the kernel's queue
 * for seconds: in `npm run bench`, searches had a p99 of about 1 s because of it.
 *
 * How: requests run at once while the current turn has spent less than `sliceMs` on them. After
 * that they wait in arrival order, and a pump started from `setImmediate` lets them through, one
 * at a time, for `sliceMs` per later turn. A request that waits on real I/O (PostgreSQL) does not
 * hold its place: the pump moves on at the next turn.
 *
 * A turn that accepted a connection is kept short: more may wait in the kernel's queue, and each
 * needs a turn of its own. 100 connections opened at once against a busy server then wait ~40 ms
 * for the last one instead of ~250.
 */
export class AdmissionQueue {
  readonly #sliceMs: number;
  #accepted = false;
  readonly #waiting: { admit: () => void; finished: Promise<void> }[] = [];
  #turnStart = 0;
  #turnMarked = false;
  #pumping = false;
  #nextTurn: Promise<void> | undefined;

  constructor(sliceMs: number) {
    this.#sliceMs = sliceMs;
  }

  /**
   * Asks for a turn. `undefined`: run now. Otherwise wait for `admitted`, and call `done` once the
   * answer is written, so the next request may start in the same turn.
   */
  enter(): { admitted: Promise<void>; done: () => void } | undefined {
    const now = performance.now();
    if (!this.#turnMarked) {
      // The first request of a turn starts its clock; the check phase of the loop ends the turn.
      this.#turnMarked = true;
      this.#turnStart = now;
      setImmediate(() => {
        this.#turnMarked = false;
      });
    }
    if (!this.#pumping && now - this.#turnStart < this.#sliceMs) return undefined;

    let admit!: () => void;
    let done!: () => void;
    const admitted = new Promise<void>((resolve) => {
      admit = resolve;
    });
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    this.#waiting.push({ admit, finished });
    if (!this.#pumping) {
      this.#pumping = true;
      setImmediate(() => void this.#pump());
    }
    return { admitted, done };
  }

  /** Call when a connection is accepted: the turn under way lets only one request through. */
  connectionAccepted() {
    this.#accepted = true;
  }

  get waiting() {
    return this.#waiting.length;
  }

  async #pump() {
    const start = performance.now();
    const sliceMs = this.#accepted ? 0 : this.#sliceMs;
    this.#accepted = false;
    do {
      const next = this.#waiting.shift()!;
      next.admit();
      await Promise.race([next.finished, this.#turnEnd()]);
    } while (this.#waiting.length > 0 && performance.now() - start < sliceMs);
    if (this.#waiting.length > 0) setImmediate(() => void this.#pump());
    else this.#pumping = false;
  }

  /** Settles at the check phase of this turn: one promise for all, not one timer per request. */
  #turnEnd() {
    this.#nextTurn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        this.#nextTurn = undefined;
        resolve();
      }),
    );
    return this.#nextTurn;
  }
}
