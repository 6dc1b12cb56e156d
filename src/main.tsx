import './styles.css';
import { startIntlWarmup } from './lib/intl-warmup.ts';
import { fetchPageData } from './lib/page-data.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/**
 * The entry: paints the page first, then loads the app.
 *
 * Public pages arrive server-rendered, with real links and forms, and a pre-rendered shell stands
 * in offline. So the page shows before any of the app's code is fetched: the hero picture
 * (`fetchpriority="high"`) gets the connection to itself, then the app's code and the chunks the
 * server names for this page (`<meta name="rihla-chunks">`) load together, and the app renders
 * over the page (src/boot.tsx). On a slow connection the traveller sees the page sooner; the app
 * takes over a moment later than if everything had loaded at once.
 */

/** Longest the app waits for the hero pictures, then for the first paint: on a stalled connection it loads anyway. */
const PAINT_WAIT_MS = 3000;

// The browser's install offer may come before the footer's install button has loaded: keep it
// (shown from our button instead of the browser's mini bar).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { installOffer?: Event }).installOffer = event;
  window.dispatchEvent(new Event('rihla:installable'));
});

function heroesLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  const loaded = pending.map(
    (img) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, PAINT_WAIT_MS))]);
}

/** Settles after the next frame has been drawn. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Settles once the browser reports the page's first contentful paint: it reports the moment the
 * frame was shown, which can come a few milliseconds after the frame was drawn.
 */
function firstContentfulPaint(): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextFrame();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(undefined);
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page with nothing to paint still gets its app.
    setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, PAINT_WAIT_MS);
  });
}

await heroesLoaded();
await firstContentfulPaint();
await nextFrame();
fetchPageData();
startIntlWarmup(window.location.pathname);
await yieldToMain();

/** Links asked for in one task: each costs the main thread about 0.3 ms, and a page names twenty. */
const PRELOADS_PER_TASK = 6;

const chunks = document.querySelector<HTMLMetaElement>('meta[name="rihla-chunks"]')?.content.split(' ') ?? [];
for (const [i, file] of chunks.entries()) {
  if (i > 0 && i % PRELOADS_PER_TASK === 0) await yieldToMain();
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `/${file}` });
  link.crossOrigin = '';
  document.head.append(link);
}
// The libraries, then the app: two module evaluations, each in a task of its own.
await import('./boot-libraries.ts');
await yieldToMain();
await import('./boot.tsx');
