import { startTransition, useState } from 'react';
import { useNearAfterFirstLoad } from '../../lib/use-near-after-first-load.ts';

/**
 * Whether a carousel runs swiper yet: once it comes near the screen after the page's first load
 * (lib/use-near-after-first-load.ts). Until then it shows its first slides as plain markup, the
 * server's and the first render's alike. `ref` goes on the carousel's element; `start` runs it at
 * once (a traveller pressing one of its buttons). In a transition: the plain markup stays until
 * swiper's code has arrived and replaces it in one go.
 */
export function useLiveWhenNear<T extends HTMLElement>() {
  const [element, ref] = useState<T | null>(null);
  const [started, setStarted] = useState(false);
  const near = useNearAfterFirstLoad(element);
  return { ref, element, live: near || started, start: () => startTransition(() => setStarted(true)) };
}
