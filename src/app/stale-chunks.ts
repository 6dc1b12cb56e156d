import { isOffline } from '../lib/connectivity.ts';

/** When the last reload for a missing chunk happened, so a broken deploy cannot loop. */
const RELOADED_AT = 'rihla.chunkReloadAt';
const ONE_RELOAD_WITHIN_MS = 10_000;

/**
 * A tab left open across a deploy asks for code chunks the server no longer has, and Vite reports
 * the failed import as `vite:preloadError`. Online, reload once: the new page names the new
 * chunks. Never offline, where a reload would trade the app for the browser's error page.
 *
 * The event is always cancelled, so the import yields nothing instead of Vite's "failed to fetch
 * module" error, on which TanStack Router's lazy routes reload by themselves, offline too: what
 * did not load then shows the route's error state (offline: "not saved on this device"), or
 * nothing for an optional piece (components/optional.tsx).
 */
export function reloadOnMissingChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    if (isOffline()) return;
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < ONE_RELOAD_WITHIN_MS) return; // reloading did not help: show the error
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return; // without storage a reload loop could not be stopped
    }
    window.location.reload();
  });
}
