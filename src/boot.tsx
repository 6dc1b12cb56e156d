import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, localeFromPath } from '../domain/locales.ts';
import { activateLocale, storedLocale } from './app/i18n.ts';
import { seedPageData } from './app/inline-data.ts';
import { persistOptions, queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { renderInStages } from './app/staged-render.tsx';
import { reloadOnMissingChunks } from './app/stale-chunks.ts';
import { probeServer } from './lib/connectivity.ts';
import { prepareNumberFormats } from './lib/format.ts';
import { intlWarmedUp } from './lib/intl-warmup.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

// A traveller who chose a language lands in it when opening the app at its root.
const remembered = storedLocale();
if (window.location.pathname === '/' && remembered && remembered !== DEFAULT_LOCALE) {
  window.history.replaceState(null, '', `/${remembered}${window.location.search}`);
}

reloadOnMissingChunks();

// The cache kept from earlier visits (IndexedDB, app/query-client.ts) is restored before the first
// render: the app renders once with it, offline too, instead of rendering every query again when
// it arrives. Started now, its read (about 30 ms for IndexedDB's first opening of a page) overlaps
// the steps below. Kept data does not replace the page's own, newer data, whichever comes first.
// (The persister's package is typed against its own copy of query-core, a few versions older
// than React Query's; the client is the same object either way.)
const persisted = { queryClient, ...persistOptions } as unknown as Parameters<typeof persistQueryClientRestore>[0];
const restored = persistQueryClientRestore(persisted).catch(() => {
  // Unreadable or unavailable storage: the app starts without it, as on a first visit.
});

// I18nProvider renders nothing until a locale is active: activate before the first render.
const locale = localeFromPath(window.location.pathname);
await activateLocale(locale);

// Each step of the boot in a task of its own (lib/yield-to-main.ts).
await yieldToMain();
await seedPageData(queryClient);
await yieldToMain();
// Awaited before the first render (restore started above), then saved as it changes.
await restored;
persistQueryClientSubscribe(persisted);
await yieldToMain();
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

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>
);
// Public pages arrive server-rendered (src/entry-server.tsx) as a first paint; the app renders a
// fresh tree that replaces it rather than hydrating, because TanStack Router's tree differs
// between server and browser outside its own SSR pipeline (which needs inline scripts our CSP
// forbids). It renders in stages, off the page (app/staged-render.tsx).
await renderInStages(root, (fresh) => createRoot(fresh).render(app));
// The app now answers clicks and keys (tests/e2e/app-test.ts waits for this).
document.documentElement.dataset.ready = '';
// Is the server there? The page may have come from the device's copies, with the data kept from an
// earlier visit, and no request of its own yet to tell (lib/connectivity.ts).
void probeServer();

if (import.meta.env.PROD) {
  const register = () => void import('./app/service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
