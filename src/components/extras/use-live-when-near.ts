import { startTransition, useEffect, useState } from 'react';
import { afterFirstLoad } from '../../lib/after-first-load.ts';

/**
 * Whether a carousel runs swiper yet: once it comes within a screen's height of the viewport and
 * the page's first load is over (src/lib/after-first-load.ts). Until then it shows its first
 * slides as plain markup, the server's and the first render's alike. `ref` goes on the carousel's
 * element; `start` runs it at once (a traveller pressing one of its buttons). A transition: the
 * plain markup stays until swiper's code has arrived and replaces it in one go.
 */
export function useLiveWhenNear<T extends HTMLElement>() {
  const [element, ref] = useState<T | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (live || !element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void afterFirstLoad().then(() => {
          if (!cancelled) startTransition(() => setLive(true));
        });
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [live, element]);
  return { ref, element, live, start: () => startTransition(() => setLive(true)) };
}
