import type { ExpressionBuilder, Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { BookingKind } from '../../../domain/booking/kinds.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A kind of unit of one listing: rooms of a type, a day's seats, a slot, a cabin, a vehicle. */
export interface Unit {
  kind: BookingKind;
  /** What lasts across imports: a slug, a registration, a flight number. */
  slug: string;
  key: string;
}

/**
 * The one owner of the inventory, `room_nights(kind, listing_slug, room_key, night, taken)`: the
 * units taken day by day for every kind. Taking is one conditional update per unit, in the
 * checkout's transaction; reading is what availability shows.
 */
export class InventoryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes `quantity` units on every one of `days`, or none: each day's row is created if missing,
   * then one conditional update takes them where `taken + quantity <= count`, in one statement, so
   * two checkouts cannot both take the last one. True when every day was taken.
   */
  async take(trx: Transaction<Database>, unit: Unit & { count: number }, days: readonly string[], quantity: number) {
    await trx
      .insertInto('room_nights')
      .values(days.map((night) => ({ kind: unit.kind, listing_slug: unit.slug, room_key: unit.key, night, taken: 0 })))
      .onConflict((oc) => oc.columns(['kind', 'listing_slug', 'room_key', 'night']).doNothing())
      .execute();
    const result = await trx
      .updateTable('room_nights')
      .set((eb) => ({ taken: eb('taken', '+', quantity) }))
      .where('kind', '=', unit.kind)
      .where('listing_slug', '=', unit.slug)
      .where('room_key', '=', unit.key)
      .where('night', 'in', days)
      .where((eb) => eb(eb('taken', '+', quantity), '<=', unit.count))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === days.length;
  }

  /** The fewest units left on any of `days`, in the caller's transaction (what a 409 says is left). */
  async fewestLeft(trx: Transaction<Database>, unit: Unit & { count: number }, days: readonly string[]) {
    const row = await trx
      .selectFrom('room_nights')
      .select((eb) => eb.fn.max('taken').as('taken'))
      .where('kind', '=', unit.kind)
      .where('listing_slug', '=', unit.slug)
      .where('room_key', '=', unit.key)
      .where('night', 'in', days)
      .executeTakeFirst();
    return Math.max(0, unit.count - Number(row?.taken ?? 0));
  }

  /** Gives back units a line took, in the caller's transaction. */
  async giveBack(trx: Transaction<Database>, unit: Unit, days: readonly string[], quantity: number) {
    await trx
      .updateTable('room_nights')
      .set((eb) => ({ taken: eb('taken', '-', quantity) }))
      .where('kind', '=', unit.kind)
      .where('listing_slug', '=', unit.slug)
      .where('room_key', '=', unit.key)
      .where('night', 'in', days)
      .where('taken', '>=', quantity)
      .execute();
  }

  /** The units of one key taken on each of `days`, or on every day when `days` is omitted (days without a row: none). */
  async takenByDay(unit: Unit, days?: readonly string[], db: Db = this.db): Promise<Map<string, number>> {
    if (days?.length === 0) return new Map();
    let query = db
      .selectFrom('room_nights')
      .select(['night', 'taken'])
      .where('kind', '=', unit.kind)
      .where('listing_slug', '=', unit.slug)
      .where('room_key', '=', unit.key);
    if (days) query = query.where('night', 'in', days);
    const rows = await query.execute();
    return new Map(rows.map((r) => [r.night, r.taken]));
  }

  /**
   * For each listing of `slugs` (a list, or a query of them, so that a destination's hotels take
   * one query), the most units of each key taken on any one of `days`: `slug|key` → taken.
   */
  async mostTaken(
    kind: BookingKind,
    slugs: readonly string[] | SelectQueryBuilder<Database, keyof Database, { slug: string }>,
    days: readonly string[],
  ): Promise<Map<string, number>> {
    if (('length' in slugs && slugs.length === 0) || days.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('room_nights')
      .select((eb) => ['listing_slug', 'room_key', eb.fn.max<number>('taken').as('taken')])
      .where('kind', '=', kind)
      .where('listing_slug', 'in', slugs)
      .where('night', 'in', days)
      .groupBy(['listing_slug', 'room_key'])
      .execute();
    return new Map(rows.map((r) => [`${r.listing_slug}|${r.room_key}`, Number(r.taken)]));
  }
}

/**
 * Whether the listed vehicle has a day taken between `from` and `to` (included): a subquery of the
 * vehicles' listing, correlated on the registration a rental's units are keyed by.
 */
export function vehicleDaysTaken(
  eb: ExpressionBuilder<Database, 'vehicles'>,
  kind: 'vehicle' | 'bus',
  days: { from: string; to: string },
) {
  return eb.exists(
    eb
      .selectFrom('room_nights')
      .select('room_nights.night')
      .where('room_nights.kind', '=', kind)
      .whereRef('room_nights.listing_slug', '=', 'vehicles.registration_number')
      .where('room_nights.night', '>=', days.from)
      .where('room_nights.night', '<=', days.to)
      .where('room_nights.taken', '>', 0),
  );
}
