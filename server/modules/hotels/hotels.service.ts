import type { Kysely } from 'kysely';
import { HOTELS_PAGE_SIZE, MILLIMES_PER_DINAR } from '../../../domain/constants.ts';
import type { HotelSort } from '../../../domain/contract/hotels.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toHotelDetail, toHotelListItem } from './hotels.mappers.ts';
import { type HotelFilter, type HotelRow, HotelsRepository } from './hotels.repository.ts';

export interface HotelsPageQuery {
  page: number;
  search?: string | undefined;
  destination_id?: number | undefined;
  sort?: HotelSort | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  /** `4,5` */
  stars?: string | undefined;
  /** `pool,wifi` */
  facilities?: string | undefined;
}

/**
 * The hotels a sort or filters keep, in their order. They apply to the whole matching list, read
 * at once: a country's hotels are a few hundred rows, and the price from is computed per hotel.
 */
function refined(rows: HotelRow[], query: HotelsPageQuery): HotelRow[] {
  const stars = query.stars?.split(',').map(Number);
  const facilities = query.facilities?.split(',');
  const min = query.min_price === undefined ? undefined : query.min_price * MILLIMES_PER_DINAR;
  const max = query.max_price === undefined ? undefined : query.max_price * MILLIMES_PER_DINAR;
  const kept = rows.filter((h) => {
    const price = h.starting_price_millimes;
    if ((min !== undefined || max !== undefined) && price == null) return false;
    if (min !== undefined && price! < min) return false;
    if (max !== undefined && price! > max) return false;
    if (stars && !stars.includes(h.stars)) return false;
    if (facilities) {
      const has = JSON.parse(h.facilities) as string[];
      if (!facilities.every((f) => has.includes(f))) return false;
    }
    return true;
  });
  // Unpriced hotels last whichever the direction; ties by id, as the listing's own order.
  const priced = (h: HotelRow) => h.starting_price_millimes ?? Number.POSITIVE_INFINITY;
  const order: Record<HotelSort, (a: HotelRow, b: HotelRow) => number> = {
    price: (a, b) => priced(a) - priced(b),
    price_desc: (a, b) => (b.starting_price_millimes ?? -1) - (a.starting_price_millimes ?? -1),
    stars_desc: (a, b) => b.stars - a.stars || priced(a) - priced(b),
    stars: (a, b) => a.stars - b.stars || priced(a) - priced(b),
  };
  return query.sort ? kept.sort((a, b) => order[query.sort!](a, b) || a.id - b.id) : kept;
}

/** The hotels API's answers (hotels.routes.ts declares the calls). */
export class HotelsService {
  private readonly hotels: HotelsRepository;
  private readonly geography: GeographyRepository;

  constructor(db: Kysely<Database>) {
    this.hotels = new HotelsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  /** `GET /utilisateur/hotels`: the paging object under `hotels`, links absolute on `origin`. */
  async listPage(query: HotelsPageQuery, origin: string) {
    const filter = { search: query.search, destinationId: query.destination_id };
    const window = { limit: HOTELS_PAGE_SIZE, offset: (query.page - 1) * HOTELS_PAGE_SIZE };
    const { sort, min_price, max_price, stars, facilities } = query;
    const refining = [sort, min_price, max_price, stars, facilities].some((v) => v !== undefined);
    let rows: HotelRow[];
    let total: number;
    if (refining) {
      const all = refined(await this.hotels.list(filter), query);
      rows = all.slice(window.offset, window.offset + window.limit);
      total = all.length;
    } else {
      ({ rows, total } = await this.hotels.page(filter, window));
    }
    const baseUrl = listingUrl(origin, '/utilisateur/hotels', {
      search: query.search,
      destination_id: query.destination_id,
      sort,
      min_price,
      max_price,
      stars,
      facilities,
    });
    return {
      hotels: buildPage(rows.map(toHotelListItem), total, { page: query.page, perPage: HOTELS_PAGE_SIZE, baseUrl }),
    };
  }

  /** Every match under `hotels.data` (allhotels, hotelsspecial, hotelsbystate). */
  async list(filter: HotelFilter) {
    return { hotels: { data: (await this.hotels.list(filter)).map(toHotelListItem) } };
  }

  async byState(idOrSlug: string) {
    const state = await this.geography.findState(idOrSlug);
    if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return this.list({ stateId: state.id });
  }

  /** One hotel with rooms, facilities and places. */
  async hotel(id: number) {
    const found = await this.hotels.find(id);
    if (!found) throw notFound('hotel_not_found', 'No hotel with this id.');
    return { hotel: toHotelDetail(found) };
  }
}
