import { useSyncExternalStore } from 'react';

/**
 * Pages a traveller saves for offline reading: their API answer and pictures go into a cache of
 * their own ("rihla-saved"), which no expiry or size cap touches and which the service worker reads
 * when the network fails. The list of saved pages lives in local storage.
 */
export const SAVED_CACHE = 'rihla-saved';
const LIST_KEY = 'rihla.saved';
const CHANGED = 'rihla:saved';

export interface SavedPage {
  /** The app page (`/fr/monument/3`, without the language prefix for other languages too). */
  path: string;
  title: string;
  image?: string | undefined;
  /** Everything fetched for it: the API answer and the pictures. */
  urls: string[];
  savedAt: string;
}

function read(): string {
  try {
    return localStorage.getItem(LIST_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): SavedPage[] {
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as SavedPage[]) : [];
  } catch {
    return [];
  }
}

function write(list: SavedPage[]) {
  localStorage.setItem(LIST_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGED));
}

export class SaveError extends Error {
  constructor(readonly reason: 'quota' | 'network' | 'unsupported') {
    super(reason);
  }
}

/**
 * Saves (or refreshes) a page. The first save asks the browser to keep Rihla's storage even
 * when space runs low. Nothing already saved is lost if this one fails.
 */
export async function savePage(page: Omit<SavedPage, 'savedAt'>): Promise<void> {
  if (typeof caches === 'undefined') throw new SaveError('unsupported');
  const first = parse(read()).length === 0;
  const cache = await caches.open(SAVED_CACHE);
  try {
    // One by one: each answer must be fetched fresh, then stored; a failure leaves the others.
    for (const url of [...new Set(page.urls)]) {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new SaveError('network');
      await cache.put(url, response);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw new SaveError('quota');
    if (error instanceof SaveError) throw error;
    throw new SaveError('network');
  }
  const list = parse(read()).filter((p) => p.path !== page.path);
  write([{ ...page, savedAt: new Date().toISOString() }, ...list]);
  if (first) void navigator.storage?.persist?.();
}

/** Forgets a page, and the files no other saved page needs. */
export async function removeSaved(path: string): Promise<void> {
  const list = parse(read());
  const gone = list.find((p) => p.path === path);
  const kept = list.filter((p) => p.path !== path);
  write(kept);
  if (!gone || typeof caches === 'undefined') return;
  const stillUsed = new Set(kept.flatMap((p) => p.urls));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all(gone.urls.filter((u) => !stillUsed.has(u)).map((u) => cache.delete(u)));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSavedPages(): SavedPage[] {
  return parse(useSyncExternalStore(subscribe, read, () => '[]'));
}
