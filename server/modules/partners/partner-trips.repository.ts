import type { Insertable, Kysely, Updateable } from 'kysely';
import { RECORDED_LINE_STATES } from '../../../domain/booking/reservations.ts';
import type { Database, VoyagesTable } from '../../db/schema.ts';

/** Partners' trips and their bookings: the voyages a partner wrote, and the order lines on them. */
export class PartnerTripsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The signed-in user's approved guide or agency of that kind, with its application, if any. */
  approvedPartner(userId: number, kind: 'guide' | 'agency') {
    const table = kind === 'guide' ? 'guides' : 'agencies';
    return this.db
      .selectFrom(table)
      .innerJoin('partner_applications as a', 'a.id', `${table}.application_id`)
      .select([`${table}.id as id`, `${table}.slug as slug`, 'a.id as application_id'])
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'approved')
      .where('a.kind', '=', kind)
      .executeTakeFirst();
  }

  tripsOf(applicationId: number) {
    return this.db
      .selectFrom('voyages')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
  }

  /** One trip of the application's (undefined for another's, as for one that does not exist). */
  ownTrip(applicationId: number, id: number) {
    return this.db
      .selectFrom('voyages')
      .selectAll()
      .where('id', '=', id)
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
  }

  insertTrip(values: Insertable<VoyagesTable>) {
    return this.db.insertInto('voyages').values(values).returningAll().executeTakeFirstOrThrow();
  }

  updateTrip(id: number, values: Updateable<VoyagesTable>) {
    return this.db.updateTable('voyages').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  citySlugs() {
    return this.db.selectFrom('cities').select('slug').execute();
  }

  city(slug: string) {
    return this.db.selectFrom('cities').select(['id', 'name']).where('slug', '=', slug).executeTakeFirstOrThrow();
  }

  /** The lines on a trip's departure still to happen (awaiting its answer or accepted). */
  openLinesOn(slug: string, date: string) {
    return this.db
      .selectFrom('order_lines')
      .select('id')
      .where('kind', '=', 'voyage')
      .where('listing_slug', '=', slug)
      .where('arrival', '=', date)
      .where('status', 'in', ['pending_provider', 'confirmed'])
      .execute();
  }

  /** The recorded bookings of the application's trips (one line's, with `lineId`), soonest departure first. */
  bookings(applicationId: number, lineId?: number) {
    let query = this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('voyages as v', (join) => join.onRef('v.slug', '=', 'l.listing_slug').on('l.kind', '=', 'voyage'))
      .select([
        'l.id',
        'l.status',
        'l.arrival',
        'l.total_millimes',
        'l.answer_by',
        'l.snapshot',
        'o.reference',
        'o.created_at',
        'o.paid_attempt_id',
        'v.id as trip_id',
        'u.first_name',
        'u.last_name',
        'u.phone',
        'u.email',
      ])
      .where('v.application_id', '=', applicationId)
      .where('l.status', 'in', RECORDED_LINE_STATES)
      .orderBy('l.arrival')
      .orderBy('l.id');
    if (lineId !== undefined) query = query.where('l.id', '=', lineId);
    return query.execute();
  }
}

export type TripBookingRow = Awaited<ReturnType<PartnerTripsRepository['bookings']>>[number];
