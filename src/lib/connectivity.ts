import { PROBE_DELAYS_MS, PROBE_TIMEOUT_MS } from '../../domain/constants.ts';

/**
 * Whether Rihla can reach its server, known from what its requests do rather than from
 * `navigator.onLine`: on the road a connection that claims to be up often delivers nothing (hotel
 * Wi-Fi behind a login page, one bar of 3G), and some browsers never report a lost network.
 *
 * A request that fails or times out, or an answer the service worker gave from its copy because
 * the network failed (sw/sw.ts marks it with `OFFLINE_COPY_HEADER`), makes the app offline; an
 * answer from the server makes it online again, and so does a probe of `/healthz`, made when the
 * app starts, when the browser says the network is back, when the page is shown again, and every
 * few seconds while offline. `navigator.onLine === false` is a shortcut to offline, never the only
 * signal.
 */

/** The header sw/sw.ts adds to an API answer it took from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-rihla-offline-copy';

let unreachable = false;
const listeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let failedProbes = 0;
let probing: Promise<void> | undefined;

export function isOffline(): boolean {
  return unreachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

function notify() {
  for (const listener of listeners) listener();
}

function setUnreachable(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  clearTimeout(probeTimer);
  failedProbes = 0;
  if (unreachable) scheduleProbe();
  notify();
}

/** An answer came from the server itself. */
export function markReachable(): void {
  setUnreachable(false);
}

/** A request failed, timed out, or was answered from the device's copy. */
export function markUnreachable(): void {
  setUnreachable(true);
}

function scheduleProbe() {
  const delay = PROBE_DELAYS_MS[Math.min(failedProbes, PROBE_DELAYS_MS.length - 1)];
  probeTimer = setTimeout(() => {
    void probeServer().then(() => {
      if (!unreachable) return;
      failedProbes += 1;
      scheduleProbe();
    });
  }, delay);
}

/**
 * Asks the server whether it is there. Only its own answer counts: a login page's or a proxy's
 * (HTML, a redirect elsewhere) does not.
 */
export function probeServer(): Promise<void> {
  probing ??= (async () => {
    try {
      const response = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      const body = (await response.json()) as { status?: unknown };
      if (response.ok && body.status === 'ok') markReachable();
      else markUnreachable();
    } catch {
      markUnreachable();
    } finally {
      probing = undefined;
    }
  })();
  return probing;
}

let watching = false;
function watchBrowserSignals() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('offline', () => {
    markUnreachable();
    notify(); // navigator.onLine alone may have changed what isOffline() says
  });
  window.addEventListener('online', () => void probeServer());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && unreachable) void probeServer();
  });
}

export function subscribeConnectivity(listener: () => void): () => void {
  watchBrowserSignals();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `fetch` whose outcome tells the app whether it is online. The request, its JSON body included,
 * is given up after `timeoutMs`; a caller's own abort says nothing about the network.
 */
export async function observedFetch(
  input: string,
  init: RequestInit & { timeoutMs: number },
): Promise<{ response: Response; body: unknown }> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException('Timed out', 'TimeoutError')), init.timeoutMs);
  const callerSignal = init.signal;
  const onCallerAbort = () => deadline.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(input, { ...init, signal: deadline.signal });
    // A login page or a proxy's error is not the server's answer: the API always answers JSON.
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    if (response.status !== 204 && !isJson) throw new TypeError('Not an answer from Rihla');
    const body: unknown = response.status === 204 ? undefined : await response.json();
    if (response.headers.has(OFFLINE_COPY_HEADER)) markUnreachable();
    else markReachable();
    return { response, body };
  } catch (error) {
    if (callerSignal?.aborted) throw error;
    markUnreachable();
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}
