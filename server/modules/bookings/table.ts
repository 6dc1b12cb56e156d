import type { Kysely } from 'kysely';
import type { TableSnapshot } from '../../../domain/booking/snapshots.ts';
import { formatTime } from '../../../domain/clock.ts';
import type { TableCheckoutLine } from '../../../domain/contract/orders.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { TablesService } from '../tables/tables.service.ts';
import { type BookingAdapter, oneDayLine, snapshotOf } from './booking-adapter.ts';
import { day, localized } from './mail-format.ts';

/**
 * A restaurant's table: the party's seats in its arrival slot (the unit is the slot, `HH:MM`),
 * nothing to pay online, the restaurant answers.
 */
export function tableAdapter(db: Kysely<Database>, now: () => Date): BookingAdapter<'restaurant'> {
  const tables = new TablesService(db, { now });
  return {
    async price(line, index) {
      const table = line as TableCheckoutLine;
      const priced = await tables.price(table, index);
      return oneDayLine(index, table, {
        kind: 'restaurant',
        slug: priced.slug,
        unit: { key: table.time, quantity: table.people, count: priced.capacity },
        total: 0,
        snapshot: priced.snapshot,
        gone: (left) =>
          new HttpError(409, 'table_unavailable', 'No table for this party is left at this time.', {
            line: index,
            available: left,
          }),
      });
    },
    // Never paid online, so never released and taken again.
    unitCount: async () => 0,
    cancellationFee: () => 0,
    orderLine(line, common) {
      const snapshot = snapshotOf<TableSnapshot>(line);
      return {
        ...common,
        kind: 'restaurant',
        listing_id: snapshot.listing_id,
        name: snapshot.name,
        address: snapshot.address,
        ...snapshot.table,
      };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<TableSnapshot>(line);
      return { ...common, kind: 'restaurant', name: snapshot.name, ...snapshot.table };
    },
    mail: {
      details(line, t, locale) {
        const { name, address, table, phone } = snapshotOf<TableSnapshot>(line);
        return [
          localized(name, locale),
          localized(address, locale),
          ...(phone ? [phone] : []),
          `${day(table.date, locale)} · ${formatTime(table.time, locale)}`,
          t.booked.people(table.people),
        ];
      },
      span: (line) => `${line.arrival} ${(JSON.parse(line.rooms) as { room: string }[])[0]?.room ?? ''}`.trim(),
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'table',
    },
  };
}
