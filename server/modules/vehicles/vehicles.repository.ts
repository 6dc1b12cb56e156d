import type { Kysely } from 'kysely';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { vehicleDaysTaken } from '../inventory/inventory.repository.ts';

export interface VehicleFilter {
  kind: 'car' | 'bus';
  /** Matched in the brand or the model. */
  search?: string | undefined;
  cityId?: number | undefined;
  /** The cities of a destination (vehicles sit in a city only). */
  cityIds?: number[] | undefined;
  /** Only the vehicles with no confirmed booking overlapping these days. */
  freeFrom?: { from: string; to: string } | undefined;
}

/**
 * The vehicles' SQL. Not on the listing query: a vehicle has no destination nor `search_text`, so
 * its search is on brand and model and its destination is that of its city.
 */
export class VehiclesRepository {
  private readonly listing: ListingQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.listing = new ListingQuery(db);
  }

  places() {
    return this.listing.places();
  }

  private filtered(filter: VehicleFilter) {
    let q = this.db.selectFrom('vehicles').selectAll().where('kind', '=', filter.kind);
    if (filter.search) {
      const term = `%${filter.search.toLowerCase()}%`;
      q = q.where((eb) =>
        eb.or([eb(eb.fn('lower', ['marque']), 'like', term), eb(eb.fn('lower', ['model']), 'like', term)]),
      );
    }
    if (filter.cityId !== undefined) q = q.where('city_id', '=', filter.cityId);
    if (filter.cityIds) q = q.where('city_id', 'in', filter.cityIds.length ? filter.cityIds : [-1]);
    const free = filter.freeFrom;
    if (free)
      q = q
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vehicle_reservations')
                .select('vehicle_reservations.id')
                .whereRef('vehicle_reservations.vehicle_id', '=', 'vehicles.id')
                .where('vehicle_reservations.status', '=', 'confirmed')
                .where('vehicle_reservations.start_date', '<=', free.to)
                .where('vehicle_reservations.end_date', '>=', free.from),
            ),
          ),
        )
        // Days rented through Rihla (issue 26): a held or booked day, `to` included.
        .where((eb) => eb.not(vehicleDaysTaken(eb, filter.kind === 'car' ? 'vehicle' : 'bus', free)));
    return q;
  }

  /** One page of vehicles, cheapest first, and how many there are. */
  async page(filter: VehicleFilter, window: { limit: number; offset: number }) {
    const base = this.filtered(filter);
    const [{ n }, rows] = await Promise.all([
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      base.orderBy('day_price_millimes').orderBy('id').limit(window.limit).offset(window.offset).execute(),
    ]);
    return { rows, total: Number(n) };
  }

  byId(id: number) {
    return this.db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A car (`car`) or a bus (`bus`) with its renter, its agency, as a rental sells it now. */
  forRental(type: 'car' | 'bus', id: number) {
    return this.db
      .selectFrom('vehicles')
      .innerJoin('agencies', 'agencies.id', 'vehicles.agency_id')
      .select([
        'vehicles.id',
        'vehicles.registration_number',
        'vehicles.title',
        'vehicles.marque',
        'vehicles.model',
        'vehicles.photo',
        'vehicles.seats',
        'vehicles.prices',
        'agencies.name as agency',
        'agencies.address',
        'agencies.phone',
        'agencies.email',
      ])
      .where('vehicles.id', '=', id)
      .where('vehicles.kind', '=', type)
      .executeTakeFirst();
  }

  agencies(ids: number[]) {
    return this.db.selectFrom('agencies').selectAll().where('id', 'in', ids).execute();
  }
}
