import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants.ts';
import { ChunkTimeoutError, withChunkTimeout } from '../../src/lib/chunk-timeout.ts';

describe('chunk loading time-out (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is two minutes', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not arrived after 120 s, not before', async () => {
    const outcome = vi.fn();
    withChunkTimeout(new Promise(() => {})).then(
      () => outcome('loaded'),
      (error: unknown) => outcome(error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
  });

  it('passes on a chunk that arrives, or its own failure, and leaves no timer behind', async () => {
    await expect(withChunkTimeout(Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
    await expect(withChunkTimeout(Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
    expect(vi.getTimerCount()).toBe(0);
  });
});
