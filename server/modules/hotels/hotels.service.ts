import type { Kysely } from 'kysely';
import { HOTELS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toHotelDetail, toHotelListItem } from './hotels.mappers.ts';
import { type HotelFilter, HotelsRepository } from './hotels.repository.ts';

export interface HotelsPageQuery {
  page: number;
  search?: string | undefined;
  destination_id?: number | undefined;
}

/** The hotels API's responses, serialized once and cached; used by the API and the page renderer. */
export class HotelsService {
  private readonly hotels: HotelsRepository;
  private readonly geography: GeographyRepository;

  constructor(
    db: Kysely<Database>,
    private readonly cache: ResponseCache,
  ) {
    this.hotels = new HotelsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  /** `GET /utilisateur/hotels`: the paging object under `hotels`, links absolute on `origin`. */
  page(query: HotelsPageQuery, origin: string): Promise<CachedJson> {
    const key = `hotels|${origin}|${query.page}|${query.search ?? ''}|${query.destination_id ?? ''}`;
    return this.cache.get(key, async () => {
      const filter = { search: query.search, destinationId: query.destination_id };
      const { rows, total } = await this.hotels.page(filter, {
        limit: HOTELS_PAGE_SIZE,
        offset: (query.page - 1) * HOTELS_PAGE_SIZE,
      });
      const baseUrl = listingUrl(origin, '/utilisateur/hotels', {
        search: query.search,
        destination_id: query.destination_id,
      });
      return {
        hotels: buildPage(rows.map(toHotelListItem), total, { page: query.page, perPage: HOTELS_PAGE_SIZE, baseUrl }),
      };
    });
  }

  /** Every match under `hotels.data` (allhotels, hotelsspecial, hotelsbystate). */
  list(key: string, filter: HotelFilter): Promise<CachedJson> {
    return this.cache.get(key, async () => ({
      hotels: { data: (await this.hotels.list(filter)).map(toHotelListItem) },
    }));
  }

  async byState(idOrSlug: string): Promise<CachedJson> {
    const state = await this.geography.findState(idOrSlug);
    if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return this.list(`hotelsbystate|${state.id}`, { stateId: state.id });
  }

  /** One hotel with rooms, facilities and places; null when there is no such hotel. */
  async detail(id: number): Promise<CachedJson | null> {
    const found = await this.hotels.find(id);
    return found ? this.cache.get(`hotel|${id}`, async () => ({ hotel: toHotelDetail(found) })) : null;
  }
}
