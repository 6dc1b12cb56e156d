import { isValidElement, type ReactNode, Suspense, useEffect, useId } from 'react';

/**
 * The app's first render in parts. The browser hydrates the server's markup (src/boot.tsx), and
 * React hydrates each Suspense boundary in a pass of its own, after the part around it, in tasks
 * it keeps short: the header, the page's body, a grid's cards four at a time and the footer each
 * become interactive without one long task on a phone's processor, and a tap on a part not yet
 * hydrated makes React hydrate that part first.
 *
 * `whenHydrated()` tells when every part has: data kept from earlier visits (src/boot.tsx) may only
 * enter the query cache then, since the server rendered without it and a part hydrated with it would
 * no longer match the server's markup.
 */

const waiting = new Set<string>();
let done = false;
let resolveHydrated: () => void;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

export const whenHydrated = () => hydrated;

/** Called once the root has committed its first render: parts still waiting register before it. */
export function rootCommitted() {
  if (waiting.size === 0) finish();
}

function finish() {
  if (done) return;
  done = true;
  // The router's own Suspense boundaries (routes with a pending component) inside the last part
  // hydrate in passes of their own, one after another without a break: the browser is idle once
  // they are done.
  // (Safari has no requestIdleCallback.)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolveHydrated(), { timeout: 1000 });
  else setTimeout(resolveHydrated, 50);
}

function PartMounted({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    if (!waiting.delete(id)) return;
    // Parts nested in this one have rendered with it and registered by now.
    if (waiting.size === 0) finish();
  }, [id]);
  return children;
}

/** A part of the page that hydrates (or, rendered in the browser alone, renders) in a pass of its own. */
export function Later({ children }: { children: ReactNode }) {
  const id = useId();
  // In the browser only: a server renders many pages and never hydrates.
  if (!done && typeof window !== 'undefined') waiting.add(id);
  return (
    <Suspense fallback={null}>
      <PartMounted id={id}>{children}</PartMounted>
    </Suspense>
  );
}

/** How many of a grid's cards hydrate in one pass: each takes about a millisecond on a laptop. */
const CARDS_PER_PART = 4;

/** A grid's cards, a few in each part. */
export function stagedCards(cards: ReactNode[]): ReactNode[] {
  const groups: ReactNode[] = [];
  for (let i = 0; i < cards.length; i += CARDS_PER_PART) {
    const first = cards[i];
    groups.push(<Later key={(isValidElement(first) && first.key) || i}>{cards.slice(i, i + CARDS_PER_PART)}</Later>);
  }
  return groups;
}
