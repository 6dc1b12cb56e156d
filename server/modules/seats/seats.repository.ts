import type { Kysely, Transaction } from 'kysely';
import type { SeatKind } from '../../../domain/booking/seats.ts';
import { SEAT_UNIT } from '../../../domain/booking/seats.ts';
import type { Database } from '../../db/schema.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Each kind's offer, by id or by slug, with its seats a day as `capacity`. */
const OFFERS = {
  event: async (db: Db, by: number | string) => {
    const row = await db
      .selectFrom('events')
      .select(['id', 'slug', 'kind', 'title', 'address', 'start_at', 'end_at', 'seats', 'price_millimes'])
      .select('seats as capacity')
      .where(typeof by === 'number' ? 'id' : 'slug', '=', by)
      .executeTakeFirst();
    return row ? { ...row, source: 'event' as const } : undefined;
  },
  activity: async (db: Db, by: number | string) => {
    const row = await db
      .selectFrom('activities')
      .select(['id', 'slug', 'title', 'address', 'end_date', 'numberplaces', 'price_millimes', 'duration_hours'])
      .select('numberplaces as capacity')
      .where(typeof by === 'number' ? 'id' : 'slug', '=', by)
      .executeTakeFirst();
    return row ? { ...row, source: 'activity' as const } : undefined;
  },
} satisfies Record<SeatKind, (db: Db, by: number | string) => Promise<{ capacity: number } | undefined>>;

/** The seats' SQL: an event's or activity's offer as it is now, and the seats taken day by day. */
export class SeatsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The offer with what a booking keeps of it (null when there is none with this id). */
  offer<K extends SeatKind>(kind: K, id: number, db: Db = this.db) {
    return OFFERS[kind](db, id) as ReturnType<(typeof OFFERS)[K]>;
  }

  /** How many seats of each day are taken (days without a row: none). */
  taken(kind: SeatKind, slug: string, days: readonly string[], db: Db = this.db): Promise<Map<string, number>> {
    return new InventoryRepository(this.db).takenByDay({ kind, slug, key: SEAT_UNIT }, days, db);
  }

  /** Seats each day of the offer with this slug, now (0 once it has gone). */
  async capacity(kind: SeatKind, slug: string, db: Db = this.db): Promise<number> {
    return (await OFFERS[kind](db, slug))?.capacity ?? 0;
  }
}
