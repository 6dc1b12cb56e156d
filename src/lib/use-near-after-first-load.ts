import { startTransition, useEffect, useState } from 'react';
import { afterFirstLoad } from './after-first-load.ts';

/**
 * Whether `element` has come within a screen's height of the viewport and the page's first load
 * is over (lib/after-first-load.ts): what sits below a page's content (the extras, swiper) then
 * costs its code, calls and pictures only to travellers who scroll towards it, and never shares a
 * page's first seconds with what the traveller came to see. A transition: what is shown stays
 * until the code of what replaces it has arrived.
 */
export function useNearAfterFirstLoad(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void afterFirstLoad().then(() => {
          if (!cancelled) startTransition(() => setNear(true));
        });
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [near, element]);
  return near;
}
