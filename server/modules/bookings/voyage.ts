import type { Kysely } from 'kysely';
import { circuitCancellationFee, PLACE_UNIT } from '../../../domain/booking/circuits.ts';
import type { VoyageSnapshot } from '../../../domain/booking/snapshots.ts';
import type { VoyageCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { DeparturesRepository } from '../departures/departures.repository.ts';
import { DeparturesService } from '../departures/departures.service.ts';
import { type BookingAdapter, oneDayLine, seatsGone, snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';

export const voyageFieldsOf = ({ voyage }: VoyageSnapshot) => {
  const { programme: _programme, ...fields } = voyage;
  return { kind: 'voyage' as const, ...fields };
};

/**
 * Places on a partner's trip: the party's places on its departure day (unit `place`, the
 * departure's capacity); its guide (or agency) answers, by e-mail or from their space.
 */
export function voyageAdapter(db: Kysely<Database>, now: () => Date): BookingAdapter<'voyage'> {
  const departures = new DeparturesService(db, { now });
  const repository = new DeparturesRepository(db);
  return {
    async price(line, index) {
      const voyage = line as VoyageCheckoutLine;
      const priced = await departures.priceVoyage(voyage, index);
      return oneDayLine(index, voyage, {
        kind: 'voyage',
        slug: priced.slug,
        unit: { key: PLACE_UNIT, quantity: voyage.people, count: priced.capacity },
        total: priced.total,
        snapshot: priced.snapshot,
        gone: seatsGone(index),
      });
    },
    unitCount: (trx, line) => repository.voyageCapacity(line.listing_slug, line.arrival, trx),
    // A partner's trip keeps a circuit's terms: its guide books the stays on the way too.
    cancellationFee: (line, daysBefore) =>
      circuitCancellationFee(line.total_millimes, daysBefore, line.status === 'confirmed'),
    orderLine(line, common) {
      const snapshot = snapshotOf<VoyageSnapshot>(line);
      return { ...common, listing_id: snapshot.listing_id, name: snapshot.name, ...voyageFieldsOf(snapshot) };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<VoyageSnapshot>(line);
      return { ...common, name: snapshot.name, ...voyageFieldsOf(snapshot) };
    },
    mail: {
      details(line, t, locale) {
        const { name, voyage } = snapshotOf<VoyageSnapshot>(line);
        return [
          localized(name, locale),
          t.guide(localized(voyage.guide, locale)),
          `${day(voyage.date, locale)} → ${day(voyage.end, locale)}`,
          `${t.booked.people(voyage.people)} × ${dinars(voyage.unit_millimes, locale)}`,
          `${t.total}: ${dinars(line.total_millimes, locale)}`,
        ];
      },
      span: (line) => `${line.arrival} → ${snapshotOf<VoyageSnapshot>(line).voyage.end}`,
      answerer: (line, locale) => localized(snapshotOf<VoyageSnapshot>(line).voyage.guide, locale),
      freed: 'seats',
      answersInSpace: true,
    },
  };
}
