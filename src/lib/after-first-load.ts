/**
 * No request ended for this long after the load event: the page's first load is over. What a page
 * fetches in its first seconds comes in bursts (its code, then its data, then its pictures) well
 * under a second apart, on a slow phone too.
 */
const QUIET_MS = 2000;
/** A page that keeps fetching (a video streaming) is taken as loaded this long after its load event. */
const MOST_MS = 10_000;
// A click, not a pointer going down: what starts on it (swiper taking over a carousel's markup)
// must not take the link away between the press and the click.
const INTERACTIONS = ['click', 'keydown'] as const;

let settled: Promise<void> | undefined;

export const FIRST_LOAD_OVER = 'rihla:first-load-over';

/**
 * Resolves once the page's first load is over: after the window's load event, once no request
 * has ended for 2 s (or 10 s after load), at an idle moment; or at once when the
 * traveller clicks, taps or presses a key. What waits on it (the carousels' and banners' swiper) shares
 * neither the bandwidth of a weak connection nor the main thread with what the page is made of:
 * its own code, data, fonts and pictures. A traveller who looks at the page sees the banner's first
 * picture meanwhile; one who acts on it gets the slider at once.
 */
export function afterFirstLoad(): Promise<void> {
  settled ??= new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // What the budgets test counts as the page's first load ends here (tests/e2e/budgets.spec.ts).
      performance.mark(FIRST_LOAD_OVER);
      for (const type of INTERACTIONS) window.removeEventListener(type, finish, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, finish, { capture: true, passive: true });
    const loaded = () => whenQuiet(() => idle(finish));
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
  return settled;
}

function whenQuiet(callback: () => void) {
  let quiet = window.setTimeout(end, QUIET_MS);
  const most = window.setTimeout(end, MOST_MS);
  const observer = new PerformanceObserver(() => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(end, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  function end() {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(most);
    callback();
  }
}

function idle(callback: () => void) {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 0);
}
