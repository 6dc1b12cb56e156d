import type { Kysely, Transaction } from 'kysely';
import type { SeatKind } from '../../../domain/booking/seats.ts';
import { SEAT_UNIT } from '../../../domain/booking/seats.ts';
import type { Database } from '../../db/schema.ts';
import { InventoryRepository } from '../inventory/inventory.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The seats' SQL: an event's or activity's offer as it is now, and the seats taken day by day. */
export class SeatsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The offer with what a booking keeps of it (null when there is none with this id). */
  async offer(kind: SeatKind, id: number, db: Db = this.db) {
    if (kind === 'event') {
      const row = await db
        .selectFrom('events')
        .select(['id', 'slug', 'kind', 'title', 'address', 'start_at', 'end_at', 'seats', 'price_millimes'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, source: 'event' as const } : undefined;
    }
    const row = await db
      .selectFrom('activities')
      .select(['id', 'slug', 'title', 'address', 'end_date', 'numberplaces', 'price_millimes', 'duration_hours'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, source: 'activity' as const } : undefined;
  }

  /** How many seats of each day are taken (days without a row: none). */
  taken(kind: SeatKind, slug: string, days: readonly string[], db: Db = this.db): Promise<Map<string, number>> {
    return new InventoryRepository(this.db).takenByDay({ kind, slug, key: SEAT_UNIT }, days, db);
  }

  /** Seats each day of the offer with this slug, now (0 once it has gone). */
  async capacity(kind: SeatKind, slug: string, db: Db = this.db): Promise<number> {
    const row =
      kind === 'event'
        ? await db.selectFrom('events').select('seats as capacity').where('slug', '=', slug).executeTakeFirst()
        : await db
            .selectFrom('activities')
            .select('numberplaces as capacity')
            .where('slug', '=', slug)
            .executeTakeFirst();
    return row?.capacity ?? 0;
  }
}
