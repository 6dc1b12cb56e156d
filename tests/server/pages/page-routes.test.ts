import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, PARTNER_PAGES } from '../../../domain/constants.ts';
import { findTarget } from '../../../domain/find-routes.ts';
import { resolvePage, SECTIONS } from '../../../server/modules/pages/page-routes.ts';

/**
 * The server renders the pages the client routes to: two tables (src/routes/, read through the
 * generated route tree, and page-routes.ts) that must name the same addresses.
 */

/** Client routes the server knows on purpose as "not found". */
const CLIENT_ONLY: Record<string, string> = {
  '/$': "the client's not-found page: the server answers any unknown address with it",
};

/** The client's full paths without the language prefix (`/hotels/$id`, `/vols/`), from src/routeTree.gen.ts. */
function clientPaths(): string[] {
  const tree = fs.readFileSync(new URL('../../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1];
  if (!block) throw new Error('FileRoutesByFullPath not found in src/routeTree.gen.ts');
  return [...block.matchAll(/^\s*'\/\{-\$lang\}([^']*)':/gm)].map((m) => m[1] || '/');
}

/** A browser address for a route path: each parameter replaced by a value of its kind. */
function sampleUrl(path: string): string {
  const values: Record<string, string> = {
    $id: '7',
    $voyage: '3',
    $lat1: '36.8',
    $lng1: '10.2',
    $departAirport: 'TUN',
    $arriveAirport: 'DJE',
  };
  return `/fr${path.replace(/\$\w+/g, (param) => values[param] ?? 'some-slug')}`;
}

/** Whether a client route path matches a browser address (without language prefix). */
function routeMatches(path: string, address: string): boolean {
  const pattern = path.replace(/\/$/, '').replace(/\$\w+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(address);
}

/** One address of every page the server's tables name: each section's list, item and fixed pages. */
function serverAddresses(): string[] {
  const addresses = [...Object.keys(CATEGORY_PAGES), ...Object.keys(PARTNER_PAGES)].map((slug) => `/${slug}`);
  for (const [section, { list, detail, bySlug, pages }] of Object.entries(SECTIONS)) {
    if (list !== 'notFound') addresses.push(`/${section}`);
    if (detail) addresses.push(`/${section}/${bySlug ? 'some-slug' : '7'}`);
    for (const page of Object.keys(pages ?? {})) addresses.push(`/${section}/${page}`);
  }
  return addresses;
}

describe('page routes', () => {
  const client = clientPaths();

  it('reads the client routes', () => {
    expect(client.length).toBeGreaterThan(50);
    expect(client).toContain('/hotels/$id');
  });

  it('the home carousel’s `activities` address redirects to the activities listing, in its language', () => {
    expect(resolvePage('/ar/activities')).toEqual({ type: 'redirect', location: '/ar/activity' });
    expect(resolvePage('/activities')).toEqual({ type: 'redirect', location: '/activity' });
    expect(resolvePage('/ar/activity')).toMatchObject({ type: 'page', kind: 'activities' });
  });

  it('every client route is a page the server renders (or a find address it redirects)', () => {
    const unknown = client.filter((path) => {
      if (Object.hasOwn(CLIENT_ONLY, path)) return false;
      const page = resolvePage(sampleUrl(path));
      // `/activities` is redirected to `/activity`, by the server and the app alike.
      if (page.type === 'redirect') return resolvePage(page.location).type !== 'page';
      return page.kind === 'notFound' && findTarget(page.rest) === null;
    });
    expect(unknown, 'client routes the server does not render: add them to SECTIONS (page-routes.ts)').toEqual([]);
  });

  it("every page of the server's tables is a client route", () => {
    const routes = client.filter((path) => !Object.hasOwn(CLIENT_ONLY, path));
    const orphans = serverAddresses().filter((address) => !routes.some((path) => routeMatches(path, address)));
    expect(orphans, 'server pages no client route shows: remove them or add the route (src/routes/)').toEqual([]);
  });

  it('allows client-only routes that exist', () => {
    for (const path of Object.keys(CLIENT_ONLY)) expect(client, path).toContain(path);
  });
});
