/** Absolute URL of a listing with its filters (paging links keep them; `page` is added per link). */
export function listingUrl(origin: string, path: string, filters: Record<string, string | number | undefined>): URL {
  const url = new URL(`${origin}${path}`);
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  return url;
}
