import type { Kysely } from 'kysely';
import type { ListingFilter, Places, Row } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { placeDetail, toDestination } from '../geography/geography.mappers.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import { stateIdOf } from '../geography/geography.service.ts';
import { toRoom } from '../hotels/hotels.mappers.ts';
import { type PagedQuery, placedPage } from '../listings/placed-page.ts';
import { toMaison } from './maisons.mappers.ts';
import { MaisonsRepository } from './maisons.repository.ts';

/** Guest houses (maisons.routes.ts declares the calls). */
export class MaisonsService {
  private readonly maisons: MaisonsRepository;
  private readonly geography: GeographyRepository;

  constructor(db: Kysely<Database>) {
    this.maisons = new MaisonsRepository(db);
    this.geography = new GeographyRepository(db);
  }

  private async items(rows: Row<'maisons'>[], places: Places) {
    const prices = await this.maisons.startingPrices(rows.map((r) => r.id));
    return rows.map((r) => toMaison({ ...r, starting_price_millimes: prices.get(r.id) ?? null }, places));
  }

  async maisonPage(query: PagedQuery, origin: string) {
    return {
      maisons: await placedPage(this.maisons.listing, 'maisons', 'maison', query, origin, { order: [] }, (r, p) =>
        this.items(r, p),
      ),
    };
  }

  async maisonList(filter: ListingFilter) {
    const [places, rows] = await Promise.all([this.maisons.places(), this.maisons.list(filter)]);
    return { maisons: { data: await this.items(rows, places) } };
  }

  async maisonsByState(state: string) {
    const places = await this.maisons.places();
    const rows = await this.maisons.list({ stateId: await stateIdOf(this.geography, state) });
    return { maisons: { data: await this.items(rows, places) } };
  }

  async maison(id: number) {
    const row = await this.maisons.byId(id);
    if (!row) throw notFound('maison_not_found', 'No guest house with this id.');
    const [places, rooms] = await Promise.all([this.maisons.places(), this.maisons.rooms(id)]);
    const [item] = await this.items([row], places);
    const destination = places.destinations.get(row.destination_id);
    if (!item || !destination) throw notFound('maison_not_found', 'No guest house with this id.');
    return {
      maison: {
        ...item,
        rooms: rooms.map((r) => toRoom({ ...r, hotel_id: r.maison_id })),
        ...placeDetail(row.city_id, places),
        destination: toDestination(destination),
      },
    };
  }
}
