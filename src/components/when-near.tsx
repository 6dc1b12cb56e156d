import { type ReactNode, useState } from 'react';
import { useNearAfterFirstLoad } from '../lib/use-near-after-first-load.ts';

/**
 * Renders its children once the place it holds comes near the screen and the page's first load is
 * over (lib/use-near-after-first-load.ts): their code, API calls (and the API contract's schemas)
 * and pictures stay out of every page's first load, short pages included.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  return useNearAfterFirstLoad(anchor) ? children : <div ref={setAnchor} className="when-near" />;
}
