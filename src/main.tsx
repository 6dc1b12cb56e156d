import './styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localeFromPath } from '../domain/locales.ts';
import { activateLocale, storedLocale } from './app/i18n.ts';
import { seedInlineData } from './app/inline-data.ts';
import { persistOptions, queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { reloadOnMissingChunks } from './app/stale-chunks.ts';

// A traveller who chose a language lands in it when opening the app at its root.
const remembered = storedLocale();
if (window.location.pathname === '/' && remembered && remembered !== 'fr') {
  window.history.replaceState(null, '', `/${remembered}${window.location.search}`);
}

// The browser's install offer comes once, maybe before the footer's install button has loaded:
// keep it (shown from our button instead of the browser's mini bar).
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { installOffer?: Event }).installOffer = event;
  window.dispatchEvent(new Event('rihla:installable'));
});

reloadOnMissingChunks();

// The shell's header (index.html; offline launches, pages rendered in the browser) paints before
// the app takes the main thread: on a slow phone offline, a header at once rather than a blank
// screen until everything has rendered. A server-rendered page is not held back.
if (document.querySelector('#root > .app-shell'))
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// I18nProvider renders nothing until a locale is active: activate before the first render.
await activateLocale(localeFromPath(window.location.pathname));

seedInlineData(queryClient);

const router = createAppRouter(queryClient);
// Load the matched routes' code and data first: rendering a route that still suspends would make
// React hold the first paint back (it throttles Suspense reveals by 300 ms).
await router.load();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </I18nProvider>
  </StrictMode>
);
// Public pages arrive server-rendered (src/entry-server.tsx) as a first paint; React renders over
// it rather than hydrating, because TanStack Router's tree differs between server and browser
// outside its own SSR pipeline (which needs inline scripts our CSP forbids).
createRoot(root).render(app);

if (import.meta.env.PROD) {
  const register = () => void import('./app/service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
