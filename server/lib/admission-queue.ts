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
 * that they wait in arrival order, and a pump started from `setImmediate` lets them through for
 * `sliceMs` per later turn, one at a time: each runs until it has answered or waits on I/O (a
 * database read on another thread or server), then the next one starts.
 *
 * A turn that accepted a connection is kept short: more may wait in the kernel's queue, and each
 * needs a turn of its own. Of 60 connections opened at once against a busy server, the last then
 * has its first answer after ~145 ms instead of ~260 (tests/server/fair-admission.test.ts).
 */
export class AdmissionQueue {
  readonly #sliceMs: number;
  #accepted = false;
  readonly #waiting: (() => void)[] = [];
  #turnStart = 0;
  #turnMarked = false;
  #pumping = false;

  constructor(sliceMs: number) {
    this.#sliceMs = sliceMs;
  }

  /** Asks for a turn. `undefined`: run now; otherwise run once the promise settles. */
  enter(): Promise<void> | undefined {
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

    const admitted = new Promise<void>((resolve) => {
      this.#waiting.push(resolve);
    });
    if (!this.#pumping) {
      this.#pumping = true;
      this.#pumpNextTurn();
    }
    return admitted;
  }

  /** Call when a connection is accepted: the turn under way lets only one request through. */
  connectionAccepted() {
    this.#accepted = true;
  }

  /** Runs the pump in the next turn's check phase, from a microtask (see ranAsFarAsItCan). */
  #pumpNextTurn() {
    setImmediate(() => {
      queueMicrotask(() => void this.#pump());
    });
  }

  async #pump() {
    const start = performance.now();
    const sliceMs = this.#accepted ? 0 : this.#sliceMs;
    this.#accepted = false;
    do {
      this.#waiting.shift()!();
      await ranAsFarAsItCan();
    } while (this.#waiting.length > 0 && performance.now() - start < sliceMs);
    if (this.#waiting.length > 0) this.#pumpNextTurn();
    else this.#pumping = false;
  }
}

/**
 * Settles once every microtask queued so far, and every one they queue, has run: a request let
 * through has then answered or is waiting on I/O. It relies on Node running the next-tick queue
 * only when the microtask queue is empty, which holds when called from a microtask.
 */
function ranAsFarAsItCan(): Promise<void> {
  return new Promise((resolve) => {
    process.nextTick(resolve);
  });
}
