import type { Kysely } from 'kysely';
import { HOTELS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toHotelDetail, toHotelListItem } from './hotels.mappers.ts';
import { type HotelFilter, HotelsRepository } from './hotels.repository.ts';

export interface HotelsPageQuery {
  page: number;
  search?: string | undefined;
  destination_id?: number | undefined;
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
