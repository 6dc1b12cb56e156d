import { type ReactNode, useEffect, useRef, useState } from 'react';
import { afterFirstLoad } from '../lib/after-first-load.ts';

/**
 * Renders its children once the place it holds comes within a screen's height of the viewport and
 * the page's first load is over (lib/after-first-load.ts): what sits below a page's content
 * (carousels, banners) costs its code, its API calls (and the API contract's schemas) and its
 * pictures only to travellers who scroll towards it, and never shares a page's first seconds,
 * short pages included, with what the traveller came to see.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void afterFirstLoad().then(() => {
          if (!cancelled) setNear(true);
        });
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [near]);

  return near ? children : <div ref={anchor} className="when-near" />;
}
