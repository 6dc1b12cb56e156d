import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeFromPath } from '../domain/locales.ts';
import { activateLocale, browserLocale, storedLocale } from './app/i18n.ts';
import { seedPageData } from './app/inline-data.ts';
import { holdQueriesWhileHydrating, persistOptions, queryClient } from './app/query-client.ts';
import { reportReactError } from './app/react-errors.ts';
import { createAppRouter } from './app/router.ts';
import { rootCommitted, whenHydrated } from './app/staged-render.tsx';
import { reloadOnMissingChunks } from './app/stale-chunks.ts';
import { afterFirstLoad } from './lib/after-first-load.ts';
import { probeServer } from './lib/connectivity.ts';
import { prepareNumberFormats } from './lib/format.ts';
import { intlWarmedUp } from './lib/intl-warmup.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

// A traveller who chose a language lands in it when opening the app at its root; on a first visit,
// in the browser's language when it is one of ours.
const remembered = storedLocale() ?? browserLocale();
const switchLanguage = window.location.pathname === '/' && remembered && remembered !== DEFAULT_LOCALE;
if (switchLanguage) window.history.replaceState(null, '', `/${remembered}${window.location.search}`);

reloadOnMissingChunks();

// The cache kept from earlier visits (IndexedDB, app/query-client.ts) is read now: its read (about
// 30 ms for IndexedDB's first opening of a page) overlaps the steps below. A page the app renders
// alone (the offline shell) renders once with it; a server-rendered page is hydrated with exactly
// the data the server rendered it with, and takes the kept data once hydrated. Kept data does not
// replace the page's own, newer data, whichever comes first.
const persisted = { queryClient, ...persistOptions };
let restored: Promise<void> | undefined;
const restore = () => {
  restored ??= persistQueryClientRestore(persisted)
    .catch(() => {
      // Unreadable or unavailable storage: the app goes on without it, as on a first visit.
    })
    .then(() => void persistQueryClientSubscribe(persisted));
  return restored;
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The server's page, not the pre-rendered shell (index.html) the service worker answers offline.
// (A page in another language than the one remembered is not it either.)
const serverRendered = !switchLanguage && root.firstElementChild !== null && !root.querySelector(':scope > .app-shell');
if (!serverRendered) void restore();

// I18nProvider renders nothing until a locale is active: activate before the first render.
const locale = localeFromPath(window.location.pathname, new URLSearchParams(window.location.search).get('lang'));
await activateLocale(locale);

// Each step of the boot in a task of its own (lib/yield-to-main.ts).
await yieldToMain();
// Without the data the server rendered the page with (fetched offline and not kept), the app renders
// its own page over the server's rather than hydrate one it would not match.
const hydrate = serverRendered && (await seedPageData(queryClient));
await yieldToMain();
if (!hydrate) {
  await restore();
  await yieldToMain();
}
// The worker started by the entry has loaded the language's ICU data: formatters are now cheap.
await intlWarmedUp();
prepareNumberFormats(locale);
await yieldToMain();
// The browser history first writes the page's history entry (history.replaceState), which
// costs a few milliseconds of its own: a task of its own too.
const history = createBrowserHistory();
await yieldToMain();
const router = createAppRouter(queryClient, history);
await yieldToMain();
// Load the matched routes' code and data first: rendering a route that still suspends would make
// React hold the first paint back (it throttles Suspense reveals by 300 ms).
await router.load();
await yieldToMain();

if (hydrate) {
  // The router renders its matches as it did on the server (no Suspense of its own around them),
  // as after its own server-rendering pipeline, which needs inline scripts our CSP forbids.
  router.ssr = { manifest: undefined };
}

/** Its effect runs once the root has committed its first render (app/staged-render.tsx). */
function FirstCommit() {
  useEffect(rootCommitted, []);
  return null;
}

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
    <FirstCommit />
  </StrictMode>
);
const errors = { onRecoverableError: reportReactError };
if (hydrate) {
  // Public pages arrive server-rendered (src/entry-server.tsx) from the same components and data:
  // hydrating them keeps every node on screen and only attaches the app.
  const releaseQueries = holdQueriesWhileHydrating();
  hydrateRoot(root, app, errors);
  await whenHydrated();
  releaseQueries();
  void restore();
} else {
  // A transition: React renders in short tasks, a tap in between is answered.
  const fresh = createRoot(root, errors);
  startTransition(() => fresh.render(app));
  await whenHydrated();
}
// The app now answers clicks and keys (tests/e2e/app-test.ts waits for this).
document.documentElement.dataset.ready = '';
// Watch for the end of the page's first load (what waits for it: the extras, swiper).
void afterFirstLoad();
// Is the server there? The page may have come from the device's copies, with the data kept from an
// earlier visit, and no request of its own yet to tell (lib/connectivity.ts).
void probeServer();

// The service worker registers once the page's first load is over (its load event, then a quiet
// moment, or the traveller's first click): its code and its precache share neither the bandwidth
// nor the main thread with what the page is made of.
if (import.meta.env.PROD)
  void afterFirstLoad().then(() => import('./app/service-worker.ts').then((m) => m.registerServiceWorker()));
