import type { Kysely, SelectQueryBuilder } from 'kysely';
import { type ListingFilter, ListingQuery, type Window } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';

export interface HotelFilter {
  search?: string | undefined;
  destinationId?: number | undefined;
  stateId?: number | undefined;
  special?: boolean;
}

export type HotelRow = Awaited<ReturnType<ReturnType<typeof hotelColumns>['execute']>>[number];

/** A listed hotel: its own columns, its destination's name and its cheapest room. */
export function hotelColumns(q: SelectQueryBuilder<Database, 'hotels', object>) {
  return q.innerJoin('destinations', 'destinations.id', 'hotels.destination_id').select((eb) => [
    'hotels.id',
    'hotels.slug',
    'hotels.name',
    'hotels.address',
    'hotels.description',
    'hotels.cover',
    'hotels.images',
    'hotels.video_link',
    'hotels.lat',
    'hotels.lng',
    'hotels.phone',
    'hotels.fax',
    'hotels.email',
    'hotels.website',
    'hotels.stars',
    'hotels.facilities',
    'hotels.bookable',
    'hotels.destination_id',
    'hotels.city_id',
    'destinations.name as destination_name',
    eb
      .selectFrom('rooms')
      .whereRef('rooms.hotel_id', '=', 'hotels.id')
      .select((r) => r.fn.min<number>('rooms.price_millimes').as('p'))
      .as('starting_price_millimes'),
  ]);
}

const listingFilter = (filter: HotelFilter): ListingFilter => ({
  search: filter.search,
  destinationId: filter.destinationId,
  stateId: filter.stateId,
  equals: filter.special ? { is_special: 1 } : undefined,
});

/** The hotels' SQL: their listings on the one listing query, and one hotel with its rooms and places. */
export class HotelsRepository {
  private readonly listing: ListingQuery;
  private readonly geography: GeographyRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
    this.geography = new GeographyRepository(db);
  }

  page(filter: HotelFilter, window: Window) {
    return this.listing.page('hotels', listingFilter(filter), [], window, hotelColumns);
  }

  list(filter: HotelFilter) {
    return this.listing.list('hotels', listingFilter(filter), [], undefined, hotelColumns);
  }

  async find(id: number) {
    const hotel = await hotelColumns(this.db.selectFrom('hotels'))
      .select(['hotels.boards', 'hotels.policy'])
      .where('hotels.id', '=', id)
      .executeTakeFirst();
    if (!hotel) return undefined;
    const [rooms, places] = await Promise.all([
      this.db.selectFrom('rooms').selectAll().where('hotel_id', '=', id).orderBy('price_millimes').execute(),
      this.geography.placesOf(hotel),
    ]);
    return { hotel, rooms, ...places };
  }
}
