import { useEffect, useRef, useSyncExternalStore } from 'react';
import { readStorage, storageSubscriber } from '../../lib/local-store.ts';

const KEY = 'rihla:autoplay-next';
const EVENT = `rihla:${KEY}`;
const subscribe = storageSubscriber(EVENT);

/** Whether the next video plays at the end of this one (spec §4): on unless the traveller switched it off on this device. */
export function useAutoplayNext(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readStorage(KEY) !== 'off',
    () => true,
  );
  const set = (value: boolean) => {
    try {
      localStorage.setItem(KEY, value ? 'on' : 'off');
    } catch {
      // Storage refused (private mode, full disk): the choice holds for this page only.
    }
    window.dispatchEvent(new Event(EVENT));
  };
  return [on, set];
}

const CONTROLS = 'a[href], button, input, select, textarea, summary, [contenteditable="true"]';

/** How long after the traveller's last touch, click, key or scroll the page counts them as busy with it. */
export const RECENT_ACTIVITY_MS = 5000;

/**
 * Whether the traveller is using the page, so that moving to the next video would pull it from
 * under them (sharing the wrong video, losing their place): a dialog is open, the page is not
 * the window in front (a share window is), focus is on a control other than the player and the
 * autoplay switch, or they touched, clicked, typed or scrolled in the last few seconds.
 */
export function useInteractionGuard(ignored: () => (Element | null)[]) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const mark = () => {
      last.current = performance.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;
    for (const type of events) window.addEventListener(type, mark, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, mark, { capture: true });
    };
  }, []);

  return () => {
    if (document.querySelector('dialog[open], [aria-modal="true"]')) return true;
    if (!document.hasFocus()) return true;
    const focused = document.activeElement;
    if (focused?.matches(CONTROLS) && !ignored().some((el) => el?.contains(focused))) return true;
    return performance.now() - last.current < RECENT_ACTIVITY_MS;
  };
}

/**
 * What follows `currentId` in a cyclic `sequence` (spec §4: the next video, cyclically): the
 * items after it, then those before it; the whole sequence when it is not in it.
 */
export function upNext<T extends { id: number }>(sequence: readonly T[], currentId: number): T[] {
  const at = sequence.findIndex((v) => v.id === currentId);
  return at < 0 ? [...sequence] : [...sequence.slice(at + 1), ...sequence.slice(0, at)];
}
