import { isValidElement, type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * The app's first render, in stages. The server's markup stays on screen while the app renders
 * into a fresh root off the page: first everything outside <Later>, then each <Later> part in a
 * task of its own, so that no single task keeps a phone's processor busy for long and a tap
 * during the boot is answered between two stages. Once every part has rendered, the fresh root
 * takes the server markup's place in one go: nothing on screen disappears or jumps, and the
 * scroll position stays.
 */

/** Longest the stages may take before the fresh root replaces the server's markup anyway. */
const STAGES_CAP_MS = 3000;

let staging = false;
let pending = 0;
let finish: (() => void) | undefined;

/** After the current render has committed (with the parts it revealed), checks whether any part is left. */
function settleSoon() {
  setTimeout(() => {
    if (pending === 0) finish?.();
  });
}

export function renderInStages(serverRoot: HTMLElement, render: (root: HTMLElement) => void): Promise<void> {
  const root = document.createElement('div');
  root.id = serverRoot.id;
  staging = true;
  return new Promise((resolve) => {
    const cap = setTimeout(() => finish?.(), STAGES_CAP_MS);
    finish = () => {
      finish = undefined;
      staging = false;
      clearTimeout(cap);
      serverRoot.replaceWith(root);
      resolve();
    };
    render(root);
    settleSoon();
  });
}

/** Renders its children in a later stage of the app's first render, and at once afterwards. */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!staging);
  useLayoutEffect(() => {
    if (shown) return;
    pending += 1;
    const timer = setTimeout(() => setShown(true));
    return () => {
      clearTimeout(timer);
      pending -= 1;
      settleSoon();
    };
  }, [shown]);
  return shown ? children : null;
}

/** How many of a grid's cards render in one stage: each takes about a millisecond on a laptop. */
const CARDS_PER_STAGE = 4;

/** A grid's cards, a few in each later stage. */
export function stagedCards(cards: ReactNode[]): ReactNode[] {
  const groups: ReactNode[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_STAGE) {
    const first = cards[i];
    groups.push(<Later key={(isValidElement(first) && first.key) || i}>{cards.slice(i, i + CARDS_PER_STAGE)}</Later>);
  }
  return groups;
}
