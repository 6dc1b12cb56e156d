import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '../components/route-error.tsx';
import { routeTree } from '../routeTree.gen.ts';

/** The browser passes its browser history (src/boot.tsx); the server renders with a memory history. */
export function createAppRouter(queryClient: QueryClient, history: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    // In the browser only: on the server it would emit an inline script, which our CSP forbids.
    scrollRestoration: typeof window === 'undefined' ? false : exceptFirstRender(),
  });
}

/**
 * Scroll restoration for every render but the first: the first page was on screen before the app,
 * server-rendered, and the traveller may already have scrolled it.
 */
function exceptFirstRender() {
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
