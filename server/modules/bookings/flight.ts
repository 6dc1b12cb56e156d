import type { Kysely } from 'kysely';
import type { FlightSnapshot } from '../../../domain/booking/snapshots.ts';
import { formatTime } from '../../../domain/clock.ts';
import type { FlightCheckoutLine } from '../../../domain/contract/orders.ts';
import { CABIN_SEATS, type Cabin, flightCancellationFee } from '../../../domain/flights.ts';
import type { Database } from '../../db/schema.ts';
import { FlightsService } from '../flights/flights.service.ts';
import { type BookingAdapter, oneDayLine, seatsGone, snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';

export const flightFieldsOf = ({ flight }: FlightSnapshot) => {
  const { fare_millimes: _fare, passengers, ...fields } = flight;
  // Names only: a passport number stays with the order, out of dashboards, wallets and e-mails.
  const names = passengers.map(({ first_name, last_name }) => ({ first_name, last_name }));
  return { kind: 'flight' as const, ...fields, passengers: names };
};

/**
 * One flight: its passengers' seats in the cabin (the unit; the flight number is the slug). Rihla
 * sells the demo airline's seats itself, so a verified payment confirms them.
 */
export function flightAdapter(db: Kysely<Database>, now: () => Date): BookingAdapter<'flight'> {
  const flights = new FlightsService(db, now);
  return {
    async price(line, index) {
      const flight = line as FlightCheckoutLine;
      const priced = await flights.price(flight, index);
      return oneDayLine(index, flight, {
        kind: 'flight',
        slug: flight.number,
        unit: { key: flight.cabin, quantity: flight.passengers.length, count: CABIN_SEATS[flight.cabin] },
        total: priced.total,
        snapshot: priced.snapshot,
        gone: seatsGone(index),
      });
    },
    unitCount: async (_trx, _line, key) => CABIN_SEATS[key as Cabin] ?? 0,
    cancellationFee: (line) => flightCancellationFee(line.total_millimes),
    orderLine(line, common) {
      const snapshot = snapshotOf<FlightSnapshot>(line);
      return { ...common, listing_id: snapshot.listing_id, name: snapshot.name, ...flightFieldsOf(snapshot) };
    },
    // Rihla confirms flights itself: no provider answers one, so no answer link names one.
    answerView: null,
    mail: {
      details(line, t, locale) {
        const { flight, address } = snapshotOf<FlightSnapshot>(line);
        return [
          `${flight.number} · ${flight.from} → ${flight.to} (${localized(address, locale)})`,
          `${day(flight.date, locale)} · ${formatTime(flight.departs, locale)} → ${formatTime(flight.arrives, locale)}${flight.arrives_next_day ? ' (+1)' : ''}`,
          ...flight.passengers.map((p) => `${p.last_name} ${p.first_name}`),
          `${t.total}: ${dinars(line.total_millimes, locale)}`,
        ];
      },
      span: (line) => `${line.arrival} → ${line.departure}`,
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'seats',
    },
  };
}
