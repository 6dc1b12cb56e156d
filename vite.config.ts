import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './domain/web-manifest.ts';
import { precompressDir } from './server/lib/precompress.ts';

/** Writes .br and .gz beside every text asset once the whole build (service worker included) is done. */
const precompress = (): Plugin => ({
  name: 'rihla:precompress',
  apply: 'build',
  closeBundle: { order: 'post', sequential: true, handler: () => precompressDir('dist') },
});

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core|query-persist-client-core|react-query-persist-client|query-async-storage-persister)|@lingui|idb-keyval)[\\/]/;

/**
 * App code every page runs. A group takes every module it matches, even one only a lazy route
 * imports, so what only some screens need stays out: the information pages' texts, the API
 * contract's schemas (zod included: src/lib/response-schemas.ts loads them with the first call
 * that needs one), the booking's rules and page titles (only the booking
 * pages run them), the toasts, and the service worker registration.
 */
const APP_CORE = /[\\/](src[\\/](app|lib|components[\\/]layout)|domain)[\\/]/;
const NOT_CORE =
  /[\\/](domain[\\/](static-pages|flights|accounts|partners|partner-trips|contract|find-routes|booking[\\/](seats|tables|circuits)|booking-page-text|partner-page-text|provider-answer-text|page-text)|src[\\/]lib[\\/](toast|response-schemas|yield-to-main|page-data|intl-warmup))|service-worker/;

/**
 * Spec §9's chunk time-out: every `import('…')` of the client (the router's split routes included,
 * which its plugin has written by now) becomes `withChunkTimeout(import('…'))`. Not the entry
 * (src/main.tsx), which has no app to show an error with until its imports arrive.
 */
const chunkTimeout = (): Plugin => {
  const helper = path.resolve('src/lib/chunk-timeout.ts');
  return {
    name: 'rihla:chunk-timeout',
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!file.startsWith(path.resolve('src')) || file === helper || file.endsWith('src/main.tsx')) return null;
      const wrapped = code.replace(
        /\bimport\((\s*(?:'[^']*'|"[^"]*"|`[^`$]*`)\s*)\)/g,
        '__withChunkTimeout(import($1))',
      );
      if (wrapped === code) return null;
      return {
        code: `import { withChunkTimeout as __withChunkTimeout } from ${JSON.stringify(helper)};\n${wrapped}`,
        map: null,
      };
    },
  };
};

/** The chunks every page's boot runs nearly all of (see `banner` below). */
const EAGER_CHUNKS = new Set(['vendor', 'app', 'boot', 'response-schemas']);

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the information pages' loaders (and the
      // map of their one-language texts) stay out of the first load of every other page.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    !isSsrBuild && chunkTimeout(),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // The server-rendering bundle (src/entry-server.tsx) needs neither the worker nor compressed copies.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webManifest('fr'), // every language's: /manifests/{lang}.webmanifest (server)
        // The manifest's screenshots are for install dialogs, not for the app offline.
        injectManifest: {
          globPatterns: ['**/*.{js,mjs,css,html,png,svg,webp,woff2,geojson}'],
          globIgnores: ['screenshots/**'],
        },
      }),
    !isSsrBuild && precompress(),
  ],
  server: { port: 5173, proxy: { '/utilisateur': apiTarget, '/media': apiTarget } },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: !isSsrBuild,
    // The libraries every page needs travel as one chunk: on a phone, a few requests beat twenty.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Chrome compiles the functions of these chunks while it downloads them, off the main
            // thread, instead of one by one on first call while the app boots (V8's explicit
            // compile hints): nearly all of them run on every page's first render.
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
            codeSplitting: {
              groups: [
                // What the entry needs (src/main.tsx): Vite's helper for dynamic imports, the yield
                // between boot steps and the page data's fetch, without the app chunk that would
                // otherwise take them in.
                {
                  name: 'entry-helpers',
                  test: /vite[\\/]preload-helper|src[\\/]lib[\\/](yield-to-main|page-data|intl-warmup\.ts)/,
                  priority: 3,
                },
                { name: 'vendor', test: VENDOR, priority: 2 },
                { name: 'app', test: (id: string) => APP_CORE.test(id) && !NOT_CORE.test(id), priority: 1 },
                // The small components several pages share (stars, prices, skeletons, the cover
                // banner…) as one chunk rather than a dozen of a few hundred bytes: a listing or
                // item page made 26–29 requests for scripts, now 20–22. Each request costs the
                // page's main thread a few short tasks while the app boots; the pages that need
                // few of them load 1–1.5 KB more.
                {
                  name: 'small-parts',
                  // Not the booking half's one-button calls (use-action): only its lazy pages use it.
                  test: /src[\\/]components[\\/](?!form[\\/]use-action)/,
                  maxModuleSize: 1500,
                  minShareCount: 2,
                  priority: 0,
                },
              ],
            },
          },
        },
  },
}));
