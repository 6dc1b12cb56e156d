import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from './server/lib/precompress.ts';

/** Writes .br and .gz beside every text asset once the whole build (service worker included) is done. */
const precompress = (): Plugin => ({
  name: 'rihla:precompress',
  apply: 'build',
  closeBundle: { order: 'post', sequential: true, handler: () => precompressDir('dist') },
});

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Rihla — Tunisie',
        short_name: 'Rihla',
        description: 'Guide de voyage et réservations en Tunisie, en sept langues, même hors connexion.',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fbf7f0',
        theme_color: '#0d5c8c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: { globPatterns: ['**/*.{js,mjs,css,html,png,svg,webp,woff2}'] },
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: { '/utilisateur': apiTarget, '/media': apiTarget } },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
