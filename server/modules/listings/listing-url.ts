import { HttpError } from '../../lib/http-error.ts';

/** A host name or address, with an optional port: what a well-formed `Host` header holds. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const badHost = () => new HttpError(400, 'bad_request', 'The Host header is malformed.');

/**
 * The origin a request was addressed to, for the links of an answer when no public URL is set.
 * A malformed host or scheme is the client's mistake (400), never a URL that cannot be parsed.
 */
export function requestOrigin(protocol: string, host: string | undefined): string {
  // HTTP/1.0 may come without a Host: that is no origin either.
  if ((protocol !== 'http' && protocol !== 'https') || !host || !HOST.test(host)) throw badHost();
  return `${protocol}://${host}`;
}

/** Absolute URL of a listing with its filters (paging links keep them; `page` is added per link). */
export function listingUrl(origin: string, path: string, filters: Record<string, string | number | undefined>): URL {
  let url: URL;
  try {
    url = new URL(`${origin}${path}`);
  } catch {
    throw badHost();
  }
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  return url;
}
