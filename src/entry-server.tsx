import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { Locale } from '../domain/locales.ts';
import { type InlineEntry, seedQueries } from './app/inline-data.ts';
import { createAppRouter } from './app/router.ts';
import { renderMenuWith } from './components/layout/site-menu.tsx';
import { sanitizeOnServerWith } from './components/safe-html.tsx';
import { sanitizeRichText } from './components/server-sanitizer.ts';
import { MenuDialog } from './components/site-menu-dialog.tsx';

sanitizeOnServerWith(sanitizeRichText);
renderMenuWith(MenuDialog);

/**
 * Server rendering of a public page's first paint, from the same components as the client and
 * with the data the server gives the page (`/_data/*`): content and the largest paint arrive before any JavaScript.
 * The browser then hydrates it with the same data (src/boot.tsx): both renders must give the same tree.
 */
export async function renderPage(url: string, locale: Locale, inline: InlineEntry[]): Promise<string> {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // Nothing is fetched on the server: what the page data lacks renders its loading state.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  seedQueries(queryClient, inline);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const app = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return html;
  // A lazily loaded part (the booking box, the save button…) whose code this server had not
  // loaded yet was left for the browser to render, which it cannot do while hydrating. Wait for
  // every part's code, then render again: each part's code is loaded once for the server's life.
  // (Not prerender's output itself: it inserts late parts with inline scripts our CSP forbids.)
  await prerender(app);
  return renderToString(app);
}

/** React's mark of a Suspense boundary the server did not render. */
const CLIENT_RENDERED = '<!--$!-->';
