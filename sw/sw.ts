/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DEFAULT_LOCALE, directionOf, localeFromPath } from '../domain/locales.ts';
import { isLiveApiPath } from '../domain/query-keys.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Shell, route chunks and locale catalogs: every navigation works offline, visited or not.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
const shell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      // The shell in the page's language and direction, so its header paints on the right side.
      const response = await shell(options);
      const locale = localeFromPath(new URL(options.request.url).pathname);
      if (locale === DEFAULT_LOCALE) return response;
      const html = (await response.text()).replace(
        /<html[^>]*>/,
        `<html lang="${locale}" dir="${directionOf(locale)}">`,
      );
      return new Response(html, { status: response.status, headers: response.headers });
    },
    // From the network only: embed pages (server/modules/pages/video-embed.ts) and the sandbox
    // gateway's are the server's alone; the payment pages and the provider's answer page need it.
    {
      denylist: [
        /^\/utilisateur\//,
        /^\/media\//,
        /^\/payment/,
        /^\/prestataire/,
        /^\/sandbox-gateway\//,
        /^\/healthz/,
        /\/videos\/[^/]+\/embed$/,
      ],
    },
  ),
);

/**
 * An answer taken from a cache because the network failed or was too slow says so
 * (src/lib/connectivity.ts): the app then knows it is offline, whatever the browser claims.
 */
const OFFLINE_COPY_HEADER = 'x-rihla-offline-copy';
function markedAsOfflineCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
const offlineCopyMarker = {
  // NetworkFirst reads its cache only when the network failed or timed out.
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }) =>
    cachedResponse ? markedAsOfflineCopy(cachedResponse) : null,
};

/** Pages saved for offline reading (src/lib/offline-saves.ts) answer when all else fails. */
const savedCopy = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const saved = await caches.match(request.url, { cacheName: 'rihla-saved', ignoreVary: true });
    return saved ? markedAsOfflineCopy(saved) : undefined;
  },
};

/**
 * The emergency numbers, the page meant for a traveller without network: a cache of their own that
 * never expires (the API cache's 7-day limit would drop them after a week offline), refreshed from
 * the network whenever it answers. Registered before the API route, which would otherwise take them.
 */
const EMERGENCY_CACHE = 'rihla-emergency';
const EMERGENCY_API = '/utilisateur/secours';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === EMERGENCY_API,
  new NetworkFirst({
    cacheName: EMERGENCY_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), offlineCopyMarker],
  }),
);

// Catalogue GETs: the network when it answers within 3 s, else the last copy.
// Requests that carry credentials, and live answers (availability, orders, payments), never enter
// this shared cache.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/utilisateur/') &&
    !isLiveApiPath(url.pathname) &&
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: 'rihla-api',
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }),
      offlineCopyMarker,
      savedCopy,
    ],
  }),
);

// Pictures and videos: cache-first, bounded in count and age.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'rihla-media',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      savedCopy,
    ],
  }),
);

/**
 * What must work on the very first launch with no network, before any visit: the emergency
 * numbers (all seven languages come in one answer), fetched into their cache at install; a
 * failure does not stop the install, and the first visit online fills it anyway.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(EMERGENCY_CACHE)
      .then((cache) => cache.add(EMERGENCY_API))
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
