import { useSyncExternalStore } from 'react';

/**
 * Subscribes to a change of something kept in local storage: `event` is dispatched on `window`
 * by this tab's writers, and the browser's `storage` event tells of other tabs.
 */
export function storageSubscriber(event: string) {
  return (onChange: () => void) => {
    window.addEventListener(event, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(event, onChange);
      window.removeEventListener('storage', onChange);
    };
  };
}

/** Reads a local-storage entry; `null` where storage is unavailable (private modes, the server). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A list kept in local storage under `key` (spec §3: the traveller's selections live there),
 * which components follow with `useItems` as it changes, in this tab and in others.
 */
export function storedList<T>(key: string) {
  const event = `rihla:${key}`;
  const subscribe = storageSubscriber(event);
  const read = () => readStorage(key) ?? '[]';
  const parse = (raw: string): T[] => {
    try {
      const items = JSON.parse(raw) as unknown;
      return Array.isArray(items) ? (items as T[]) : [];
    } catch {
      return [];
    }
  };
  return {
    get: (): T[] => parse(read()),
    /** Throws what local storage throws (a full disk), after telling followers either way. */
    set(items: T[]) {
      try {
        localStorage.setItem(key, JSON.stringify(items));
      } finally {
        window.dispatchEvent(new Event(event));
      }
    },
    /** The list, re-rendering on change; empty while rendering on the server. */
    useItems: (): T[] => parse(useSyncExternalStore(subscribe, read, () => '[]')),
  };
}
