import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place it holds comes within a screen's height of the viewport:
 * what sits below a page's content (carousels, banners) costs its code, its API calls and its
 * pictures only to travellers who scroll towards it, and the page's first seconds stay free for
 * what they came to see.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={anchor} className="when-near" />;
}
