import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants.ts';

/** A code chunk that did not arrive in time. */
export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/**
 * Spec §9: loading a code chunk gives up after 120 s. A browser waits for a dynamic import as
 * long as the connection stays open (one bar of 3G, a captive portal), so without this a page
 * would show its loading state for ever; failing sends it to its usual error state (a route's
 * `RouteError`, nothing for an `Optional` piece). Every `import()` of the client goes through
 * this (the `rihla:chunk-timeout` plugin of vite.config.ts).
 */
export function withChunkTimeout<T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(`A code chunk took longer than ${ms} ms.`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
