import type { InlineEntry } from '../app/inline-data.ts';

let answers: Promise<InlineEntry[] | undefined> | undefined;

/**
 * Starts fetching the API answers the server rendered the page with (`<meta name="rihla-data">`,
 * server/modules/pages): the entry asks for them with the app's code, once the page has painted,
 * rather than the page carrying them (they are most of a listing's HTML, so its picture would
 * wait for them).
 */
export function fetchPageData(): void {
  const url = document.querySelector<HTMLMetaElement>('meta[name="rihla-data"]')?.content;
  if (!url) return;
  answers = fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<InlineEntry[]>) : undefined))
    .catch(() => undefined); // offline or a server error: the app fetches what it needs as usual
}

/** The answers fetchPageData asked for: none when the page named none, undefined when they could not be had. */
export function pageData(): Promise<InlineEntry[] | undefined> {
  return answers ?? Promise.resolve([]);
}
