import type { Kysely, Transaction } from 'kysely';
import { type DepartureRule, PLACE_UNIT } from '../../../domain/booking/circuits.ts';
import type { TripDeparture } from '../../../domain/partner-trips.ts';
import type { Database } from '../../db/schema.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The departures' SQL: a circuit as booking reads it, and the places taken departure by departure. */
export class DeparturesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  circuit(by: { id: number } | { slug: string }, db: Db = this.db) {
    const query = db
      .selectFrom('circuits')
      .select(['id', 'slug', 'name', 'description', 'cover', 'stops', 'price_from_millimes', 'departures']);
    return ('id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug)).executeTakeFirst();
  }

  /** A published trip, with who leads it (its guide, or a partner agency) as booking reads them. */
  voyage(id: number, db: Db = this.db) {
    return db
      .selectFrom('voyages')
      .leftJoin('guides', 'guides.id', 'voyages.guide_id')
      .leftJoin('agencies', 'agencies.id', 'voyages.agency_id')
      .select((eb) => [
        'voyages.id',
        'voyages.slug',
        'voyages.name',
        'voyages.days',
        'voyages.price_tiers',
        'voyages.departures',
        'voyages.meeting_point',
        eb.fn.coalesce('guides.name', 'agencies.name', eb.val('{}')).as('guide_name'),
        eb.fn.coalesce('guides.email', 'agencies.email').as('guide_email'),
        eb.fn.coalesce('guides.phone', 'agencies.phone').as('guide_phone'),
      ])
      .where('voyages.id', '=', id)
      .where('voyages.status', '=', 'published')
      .executeTakeFirst();
  }

  /** Places a departure of the circuit with this slug has now (0 once it has no departures). */
  async circuitPlaces(slug: string, db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('circuits').select('departures').where('slug', '=', slug).executeTakeFirst();
    return row?.departures ? (JSON.parse(row.departures) as DepartureRule).places : 0;
  }

  /** The capacity of a trip's departure on `date` now (0 once that departure is gone). */
  async voyageCapacity(slug: string, date: string, db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('voyages').select('departures').where('slug', '=', slug).executeTakeFirst();
    const departures = row?.departures ? (JSON.parse(row.departures) as TripDeparture[]) : [];
    return departures.find((d) => d.date === date)?.capacity ?? 0;
  }

  /** Places taken on each of `dates` (dates without a row: none). */
  taken(slug: string, dates: readonly string[], kind: 'circuit' | 'voyage' = 'circuit'): Promise<Map<string, number>> {
    return new InventoryRepository(this.db).takenByDay({ kind, slug, key: PLACE_UNIT }, dates);
  }
}

export type CircuitRow = NonNullable<Awaited<ReturnType<DeparturesRepository['circuit']>>>;
export type VoyageRow = NonNullable<Awaited<ReturnType<DeparturesRepository['voyage']>>>;
