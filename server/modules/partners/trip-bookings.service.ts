import type { Kysely } from 'kysely';
import type { VoyageSnapshot } from '../../../domain/booking/snapshots.ts';
import type { TripAnswerBody, TripBooking } from '../../../domain/contract/partners.ts';
import type { TripDeparture, TripDraft } from '../../../domain/partner-trips.ts';
import { tripAnswerProblem } from '../../../domain/partners.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { PartnerTripsRepository, type TripBookingRow } from './partner-trips.repository.ts';
import { approvedPartnerOf } from './partner-trips.service.ts';

/**
 * The bookings of a partner's trips, a guide's or an agency's (spec §4: a guide trip's reservation
 * is accepted or rejected): listed in their space, answered there. Only the trip's own partner sees
 * or answers them; the answer itself is the order pipeline's (refund, e-mails).
 */
export class TripBookingsService {
  private readonly repository: PartnerTripsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrdersService,
    private readonly options: { afterChange?: () => void } = {},
  ) {
    this.repository = new PartnerTripsRepository(db);
  }

  /** `GET /partners/bookings`: every recorded booking of the guide's trips, soonest departure first. */
  async bookings(auth: Authed) {
    return { bookings: (await this.query(auth)).map(toTripBooking) };
  }

  /**
   * `POST /partners/bookings/{line}/answer`: accept, or reject with the reason the traveller reads
   * (400 `invalid_fields` without one). Another guide's booking is not found.
   */
  async answer(auth: Authed, lineId: number, body: TripAnswerBody, key: string | undefined) {
    const problem = tripAnswerProblem(body.action, body.reason);
    if (problem)
      throw new HttpError(400, 'invalid_fields', 'Some fields are missing or invalid.', {
        fields: { reason: problem },
      });
    const [own] = await this.query(auth, lineId);
    if (!own) throw new HttpError(404, 'order_not_found', 'No booking of your trips has this id.');
    await this.orders.answerAsGuide(
      lineId,
      body.action === 'accept' ? 'confirmed' : 'refused',
      body.action === 'reject' ? body.reason.trim() : null,
      key,
    );
    const [answered] = await this.query(auth, lineId);
    return { booking: toTripBooking(answered!) };
  }

  /**
   * `POST /partners/trips/{id}/departures/{date}/cancel`: the guide cancels one departure of their
   * trip. It leaves the trip (no one books it any more) and every party on it, awaiting an answer
   * or accepted, is cancelled, refunded in full and e-mailed. Answers how many were.
   */
  async cancelDeparture(auth: Authed, tripId: number, date: string) {
    const partner = await approvedPartnerOf(this.db, auth);
    const trip = await this.repository.ownTrip(partner.application_id, tripId);
    const departures = trip?.departures ? (JSON.parse(trip.departures) as TripDeparture[]) : [];
    if (!trip?.draft || !departures.some((d) => d.date === date))
      throw new HttpError(404, 'voyage_not_found', 'No departure of your trips on this day.');
    const draft = JSON.parse(trip.draft) as TripDraft;
    await this.repository.updateTrip(trip.id, {
      departures: JSON.stringify(departures.filter((d) => d.date !== date)),
      draft: JSON.stringify({ ...draft, departures: draft.departures.filter((d) => d.date !== date) }),
    });
    this.options.afterChange?.();
    const lines = await this.repository.openLinesOn(trip.slug, date);
    let cancelled = 0;
    for (const line of lines) if (await this.orders.cancelByProvider(line.id)) cancelled++;
    return { cancelled };
  }

  /** The recorded bookings of the guide's trips (one line's, with `lineId`). */
  private async query(auth: Authed, lineId?: number) {
    const partner = await approvedPartnerOf(this.db, auth);
    return this.repository.bookings(partner.application_id, lineId);
  }
}

type BookingRow = TripBookingRow;

function toTripBooking(row: BookingRow): TripBooking {
  const { name, voyage } = JSON.parse(row.snapshot) as VoyageSnapshot;
  return {
    line_id: row.id,
    reference: row.reference,
    trip: { id: row.trip_id, name },
    date: voyage.date,
    end: voyage.end,
    people: voyage.people,
    total_millimes: row.total_millimes,
    status: row.status,
    paid: row.paid_attempt_id !== null,
    answer_by: row.answer_by,
    traveller: { name: `${row.first_name} ${row.last_name}`.trim(), phone: row.phone, email: row.email },
    booked_at: row.created_at,
  };
}
