import type { Kysely } from 'kysely';
import { PLACED_PAGE_SIZE } from '../../../domain/constants.ts';
import { dailyPrice, rentalDays, rentalTotal } from '../../../domain/rental.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { buildPage } from '../../lib/paging.ts';
import { listingUrl } from '../listings/listing-url.ts';
import { toVehicle } from './vehicles.mappers.ts';
import { type VehicleFilter, VehiclesRepository } from './vehicles.repository.ts';

export interface VehiclesQuery {
  page: number;
  search?: string | undefined;
  destination_id?: number | undefined;
  city_id?: number | undefined;
}

/** Rental cars and buses (vehicles.routes.ts declares the calls). */
export class VehiclesService {
  private readonly vehicles: VehiclesRepository;

  constructor(db: Kysely<Database>) {
    this.vehicles = new VehiclesRepository(db);
  }

  private filterOf(kind: 'car' | 'bus', query: VehiclesQuery, places: Places): VehicleFilter {
    const destination = query.destination_id;
    return {
      kind,
      search: query.search,
      cityId: query.city_id,
      cityIds:
        destination === undefined
          ? undefined
          : [...places.cities.values()].filter((c) => c.destination_id === destination).map((c) => c.id),
    };
  }

  private async items(rows: Row<'vehicles'>[], places: Places) {
    const agencyIds = [...new Set(rows.map((r) => r.agency_id))];
    const agencies = agencyIds.length ? await this.vehicles.agencies(agencyIds) : [];
    const byId = new Map(agencies.map((a) => [a.id, a]));
    return rows.map((r) => toVehicle(r, byId.get(r.agency_id), places));
  }

  private window(page: number) {
    return { limit: PLACED_PAGE_SIZE, offset: (page - 1) * PLACED_PAGE_SIZE };
  }

  async carsPage(query: VehiclesQuery, origin: string) {
    const places = await this.vehicles.places();
    const { rows, total } = await this.vehicles.page(this.filterOf('car', query, places), this.window(query.page));
    const baseUrl = listingUrl(origin, '/utilisateur/allcars', {
      search: query.search,
      destination_id: query.destination_id,
      city_id: query.city_id,
    });
    const items = await this.items(rows, places);
    return { cars: buildPage(items, total, { page: query.page, perPage: PLACED_PAGE_SIZE, baseUrl }) };
  }

  /** `vehicles?from&to` / `bus?from&to`: vehicles with no confirmed booking overlapping those days. */
  async available(kind: 'car' | 'bus', query: VehiclesQuery & { from: string; to: string }, origin: string) {
    const places = await this.vehicles.places();
    const days = rentalDays(query.from, query.to);
    const filter = { ...this.filterOf(kind, query, places), freeFrom: { from: query.from, to: query.to } };
    const { rows, total } = await this.vehicles.page(filter, this.window(query.page));
    const items = (await this.items(rows, places)).map((v) => {
      const price = dailyPrice(v.prices, days);
      return { ...v, rental: { from: query.from, to: query.to, days, price, total: rentalTotal(price, days) } };
    });
    const baseUrl = listingUrl(origin, `/utilisateur/${kind === 'car' ? 'vehicles' : 'bus'}`, {
      from: query.from,
      to: query.to,
      search: query.search,
      destination_id: query.destination_id,
      city_id: query.city_id,
    });
    return { data: buildPage(items, total, { page: query.page, perPage: PLACED_PAGE_SIZE, baseUrl }) };
  }

  async vehicle(id: number) {
    const row = await this.vehicles.byId(id);
    if (!row) throw notFound('vehicle_not_found', 'No vehicle with this id.');
    const [vehicle] = await this.items([row], await this.vehicles.places());
    return { vehicle };
  }
}
