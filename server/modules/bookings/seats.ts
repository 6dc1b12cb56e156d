import type { Kysely } from 'kysely';
import { SEAT_UNIT, type SeatKind } from '../../../domain/booking/seats.ts';
import type { SeatSnapshot } from '../../../domain/booking/snapshots.ts';
import { formatTime } from '../../../domain/clock.ts';
import type { SeatCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { SeatsRepository } from '../seats/seats.repository.ts';
import { SeatsService } from '../seats/seats.service.ts';
import { type BookingAdapter, oneDayLine, seatsGone, snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';

const seatFieldsOf = ({ seats }: SeatSnapshot) => ({
  date: seats.date,
  start_time: seats.start_time,
  seats: seats.count,
  unit_millimes: seats.unit_millimes,
});

/**
 * Seats at an event or places at an activity (the unit `seat` on its day): Rihla sells an event's
 * seats itself, an activity's provider answers; refunded whole until the day before.
 */
export function seatsAdapter<K extends SeatKind>(kind: K, db: Kysely<Database>, now: () => Date): BookingAdapter<K> {
  const seats = new SeatsService(db, { now });
  const repository = new SeatsRepository(db);
  return {
    async price(line, index) {
      const seatLine = line as SeatCheckoutLine;
      const priced = await seats.price(seatLine, index);
      return oneDayLine(index, seatLine, {
        kind,
        slug: priced.slug,
        unit: { key: SEAT_UNIT, quantity: seatLine.seats, count: priced.capacity },
        total: priced.total,
        snapshot: priced.snapshot,
        gone: seatsGone(index),
      });
    },
    unitCount: (trx, line) => repository.capacity(kind, line.listing_slug, trx),
    cancellationFee: () => 0,
    orderLine(line, common) {
      const snapshot = snapshotOf<SeatSnapshot>(line);
      return {
        ...common,
        kind,
        listing_id: snapshot.listing_id,
        name: snapshot.name,
        address: snapshot.address,
        ...seatFieldsOf(snapshot),
      };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<SeatSnapshot>(line);
      return { ...common, kind, name: snapshot.name, ...seatFieldsOf(snapshot) };
    },
    mail: {
      details(line, t, locale) {
        const { name, address, seats } = snapshotOf<SeatSnapshot>(line);
        return [
          localized(name, locale),
          localized(address, locale),
          `${day(seats.date, locale)}${seats.start_time ? ` · ${formatTime(seats.start_time, locale)}` : ''}`,
          t.booked.seats(seats.count),
          `${t.total}: ${line.total_millimes === 0 ? t.booked.free : dinars(line.total_millimes, locale)}`,
        ];
      },
      span: (line) => line.arrival,
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'seats',
      showReference: true,
    },
  };
}
