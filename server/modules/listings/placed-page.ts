import { PLACED_PAGE_SIZE } from '../../../domain/constants.ts';
import type { ListedTable, ListingFilter, ListingQuery, Places, Row } from '../../db/listing-query.ts';
import { buildPage } from '../../lib/paging.ts';
import { listingUrl } from './listing-url.ts';

/** Filters of the listings, as the query strings name them. */
export interface PlacedQuery {
  search?: string | undefined;
  destination_id?: number | undefined;
  city_id?: number | undefined;
}
export interface PagedQuery extends PlacedQuery {
  page: number;
}

export const filterOf = (q: PlacedQuery): ListingFilter => ({
  search: q.search,
  destinationId: q.destination_id,
  cityId: q.city_id,
});

/**
 * A Laravel paging object over a placed table (15 a page), links absolute on `origin` and keeping
 * the filters; `map` turns the page's rows into the API's items.
 */
export async function placedPage<T extends ListedTable, I>(
  listing: ListingQuery,
  table: T,
  path: string,
  query: PagedQuery & { status?: string | undefined },
  origin: string,
  options: Pick<ListingFilter, 'equals' | 'compare'> & { order: string[] },
  map: (rows: Row<T>[], places: Places) => Promise<I[]> | I[],
) {
  const perPage = PLACED_PAGE_SIZE;
  const filter = { ...filterOf(query), equals: options.equals, compare: options.compare };
  const places = await listing.places();
  const { rows, total } = await listing.page(table, filter, options.order, {
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  const baseUrl = listingUrl(origin, `/utilisateur/${path}`, {
    search: query.search,
    destination_id: query.destination_id,
    city_id: query.city_id,
    status: query.status,
  });
  return buildPage(await map(rows, places), total, { page: query.page, perPage, baseUrl });
}
