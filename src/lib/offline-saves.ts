import { storedList } from './local-store.ts';

/**
 * Pages a traveller saves for offline reading: their API answers and pictures go into a cache of
 * their own ("rihla-saved"), which no expiry or size cap touches and which the service worker reads
 * when the network fails. The list of saved pages lives in local storage.
 */
export const SAVED_CACHE = 'rihla-saved';

export interface SavedPage {
  /** The app page (`/monument/3`, `/destination/djerba`), without a language prefix: it serves every language. */
  path: string;
  title: string;
  image?: string | undefined;
  /** Everything fetched for it: API answers and pictures. */
  urls: string[];
  savedAt: string;
}

const saved = storedList<SavedPage>('rihla.saved');

export class SaveError extends Error {
  constructor(readonly reason: 'quota' | 'network' | 'unsupported') {
    super(reason);
  }
}

export interface SaveOptions {
  /** Further files an answer leads to (the items of a list, the pictures of an item). */
  follow?: (url: string, answer: unknown) => string[];
  onProgress?: (done: number, total: number) => void;
}

/** Files fetched at once: enough to keep a weak connection busy, few enough to leave it usable. */
const PARALLEL_FETCHES = 4;

/**
 * Saves (or refreshes) a page: `urls`, and what `follow` finds in their JSON answers. The first
 * save asks the browser to keep Rihla's storage even when space runs low. If this one fails,
 * nothing already saved is lost, and its own partial files are removed.
 */
export async function savePage(
  page: { path: string; title: string; image?: string | undefined; urls: string[] },
  { follow, onProgress }: SaveOptions = {},
): Promise<void> {
  if (typeof caches === 'undefined') throw new SaveError('unsupported');
  const first = saved.get().length === 0;
  const cache = await caches.open(SAVED_CACHE);
  const seen = new Set(page.urls);
  let done = 0;
  let failed = false;

  /** Fetches and stores one file; returns what it leads to. */
  const fetchOne = async (url: string): Promise<string[]> => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new SaveError('network');
    const isJson = follow && response.headers.get('content-type')?.includes('json');
    const answer = isJson ? await response.clone().json() : undefined;
    if (failed) return []; // another file failed: this one would outlive the clean-up
    await cache.put(url, response);
    onProgress?.(++done, seen.size);
    return isJson ? follow(url, answer) : [];
  };

  try {
    // In waves (lists, then their items, then the items' pictures), a few files at a time.
    for (let wave = [...seen]; wave.length > 0; ) {
      const next: string[] = [];
      for (let i = 0; i < wave.length; i += PARALLEL_FETCHES)
        for (const found of await Promise.all(wave.slice(i, i + PARALLEL_FETCHES).map(fetchOne)))
          for (const url of found)
            if (!seen.has(url)) {
              seen.add(url);
              next.push(url);
            }
      wave = next;
    }
  } catch (error) {
    failed = true;
    const kept = new Set(saved.get().flatMap((p) => p.urls));
    await Promise.all([...seen].filter((u) => !kept.has(u)).map((u) => cache.delete(u)));
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw new SaveError('quota');
    if (error instanceof SaveError) throw error;
    throw new SaveError('network');
  }
  const others = saved.get().filter((p) => p.path !== page.path);
  saved.set([{ ...page, urls: [...seen], savedAt: new Date().toISOString() }, ...others]);
  if (first) void navigator.storage?.persist?.();
}

/** Forgets a page, and the files no other saved page needs. */
export async function removeSaved(path: string): Promise<void> {
  const list = saved.get();
  const gone = list.find((p) => p.path === path);
  const kept = list.filter((p) => p.path !== path);
  saved.set(kept);
  if (!gone || typeof caches === 'undefined') return;
  const stillUsed = new Set(kept.flatMap((p) => p.urls));
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all(gone.urls.filter((u) => !stillUsed.has(u)).map((u) => cache.delete(u)));
}

export const useSavedPages = saved.useItems;

const PICTURE = /^\/media\/[^?#]+\.(webp|avif|jpe?g|png|gif|svg)$/i;

/** Every picture served by Rihla that an answer names, wherever it sits in it (videos are left out: too heavy). */
export function picturesIn(answer: unknown): string[] {
  if (typeof answer === 'string') return PICTURE.test(answer) ? [answer] : [];
  if (Array.isArray(answer)) return answer.flatMap(picturesIn);
  if (answer && typeof answer === 'object') return Object.values(answer).flatMap(picturesIn);
  return [];
}
