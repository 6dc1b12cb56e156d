/** Longest the boot waits for the warm-up: a slow or failed worker only costs the main thread its ICU loading. */
const WARMUP_WAIT_MS = 1500;

let warmedUp: Promise<void> = Promise.resolve();

/**
 * Loads the language's ICU data (numbers, dates, collation) in a worker, off the main thread.
 * The first Intl formatter of a page costs 15–40 ms on a laptop, several times that on a phone,
 * in one task the page cannot answer in; once a worker has built the same formatters, ICU's
 * process-wide caches make it under a millisecond (intl-warmup.worker.ts).
 */
export function startIntlWarmup(path: string): void {
  if (typeof Worker === 'undefined') return;
  warmedUp = new Promise((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      worker?.terminate();
      resolve();
    };
    setTimeout(done, WARMUP_WAIT_MS);
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url));
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
      worker.postMessage(path);
    } catch {
      done(); // a browser that refuses the worker boots as without one
    }
  });
}

/** Settles once the warm-up has finished, failed or taken too long. */
export const intlWarmedUp = (): Promise<void> => warmedUp;
