import type { Kysely } from 'kysely';
import { circuitCancellationFee, PLACE_UNIT } from '../../../domain/booking/circuits.ts';
import type { CircuitSnapshot } from '../../../domain/booking/snapshots.ts';
import type { CircuitCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { DeparturesRepository } from '../departures/departures.repository.ts';
import { DeparturesService } from '../departures/departures.service.ts';
import { type BookingAdapter, oneDayLine, seatsGone, snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';

export const circuitFieldsOf = ({ circuit }: CircuitSnapshot) => ({
  date: circuit.date,
  end: circuit.end,
  days: circuit.days,
  people: circuit.people,
  rooms: circuit.rooms,
});

/** Places on a circuit: the party's places on its departure day (the unit `place`); its agency answers. */
export function circuitAdapter(db: Kysely<Database>, now: () => Date): BookingAdapter<'circuit'> {
  const departures = new DeparturesService(db, { now });
  const repository = new DeparturesRepository(db);
  return {
    async price(line, index) {
      const circuit = line as CircuitCheckoutLine;
      const priced = await departures.price(circuit, index);
      return oneDayLine(index, circuit, {
        kind: 'circuit',
        slug: priced.slug,
        unit: { key: PLACE_UNIT, quantity: circuit.people, count: priced.places },
        total: priced.total,
        snapshot: priced.snapshot,
        gone: seatsGone(index),
      });
    },
    confirmationPage: '/circuits/confirmation',
    unitCount: (trx, line) => repository.circuitPlaces(line.listing_slug, trx),
    cancellationFee: (line, daysBefore) =>
      circuitCancellationFee(line.total_millimes, daysBefore, line.status === 'confirmed'),
    orderLine(line, common) {
      const snapshot = snapshotOf<CircuitSnapshot>(line);
      return {
        ...common,
        kind: 'circuit',
        listing_id: snapshot.listing_id,
        name: snapshot.name,
        ...circuitFieldsOf(snapshot),
      };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<CircuitSnapshot>(line);
      return { ...common, kind: 'circuit', name: snapshot.name, ...circuitFieldsOf(snapshot) };
    },
    mail: {
      details(line, t, locale) {
        const { name, circuit } = snapshotOf<CircuitSnapshot>(line);
        return [
          localized(name, locale),
          `${day(circuit.date, locale)} → ${day(circuit.end, locale)}`,
          `${t.booked.people(circuit.people)} · ${t.booked.rooms(circuit.rooms)}`,
          `${t.total}: ${dinars(line.total_millimes, locale)}`,
        ];
      },
      span: (line) => `${line.arrival} → ${snapshotOf<CircuitSnapshot>(line).circuit.end}`,
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'seats',
    },
  };
}
