import type { Kysely, Selectable, Transaction } from 'kysely';
import type { BookingKind, OfKind, RentalKind } from '../../../domain/booking/kinds.ts';
import type { AnySnapshot } from '../../../domain/booking/snapshots.ts';
import type { AnswerView, CheckoutLine, OrderLine } from '../../../domain/contract/orders.ts';
import type { Locale } from '../../../domain/locales.ts';
import { addDays } from '../../../domain/rental.ts';
import type { Database, OrderLinesTable } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { TravellerMailTexts } from './mail-texts.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** A line as the order keeps it. */
export type StoredLine = Selectable<OrderLinesTable>;

/**
 * A rental as the spec's two POSTs ask it (`/vehicles/reservations`, `/bus/reservations`): a line
 * of the one checkout, though not one the cart sends (it is not in `POST /orders`' body).
 */
export interface RentalCheckoutLine {
  kind: RentalKind;
  vehicle_id: number;
  from: string;
  to: string;
  pickup: string;
  dropoff: string;
  /** The daily price and total the traveller saw, in dinars (the spec's body). */
  price: number;
  total: number;
  /** The language its refusals are written in (the page's `Accept-Language`). */
  locale: Locale;
}

/** Any line the checkout takes. */
export type BookingLine = CheckoutLine | RentalCheckoutLine;

/** The checkout line of a kind (a stay line serves hotels and guest houses, a seat line events and activities). */
export type CheckoutLineOf<K extends BookingKind> = OfKind<BookingLine, K>;

/** A line priced as the catalogue is now: what checkout takes, records and keeps. */
export interface PricedLine {
  index: number;
  kind: BookingKind;
  slug: string;
  /** The days it takes are those of [arrival, departure): a stay's nights, a seat's one day. */
  arrival: string;
  departure: string;
  /** The units taken on each of those days: rooms of a type, seats, a slot, a vehicle. */
  units: { key: string; quantity: number; count: number }[];
  /** What `order_lines.rooms` keeps: the units given back on a refusal or cancellation. */
  rooms: { room: string; quantity: number }[];
  total: number;
  /** The total the traveller saw. */
  seen: number;
  snapshot: AnySnapshot;
  /** The 409 when a unit is no longer free, with the fewest left on its days. */
  gone: (key: string, left: number) => HttpError;
}

/** What every line of an order shows, whatever its kind (`toOrder` computes it). */
export interface OrderLineCommon {
  id: number;
  listing_slug: string;
  status: StoredLine['status'];
  answer_by: string | null;
  cancellable: boolean;
  total_millimes: number;
}

/** What every provider's answer page shows, whatever the kind. */
export interface AnswerCommon {
  reference: string;
  action: 'confirm' | 'refuse';
  status: StoredLine['status'];
  answer_by: string | null;
  total_millimes: number;
}

/** What a cancellation frees, as the provider reads it. */
export type Freed = 'rooms' | 'vehicle' | 'seats' | 'table';

/**
 * Everything the booking pipeline needs to know of one kind (domain/booking/kinds.ts holds its
 * rules: prepaid, who confirms, until when it may be cancelled). Checkout, payments, the
 * provider's answer, cancellations, the order's pages and its e-mails ask the kind's adapter and
 * nothing else: a new kind is one more adapter in `adapters.ts`, whose type lists what it lacks.
 */
export interface BookingAdapter<K extends BookingKind> {
  /** Prices a checkout line as the catalogue is now, or throws why it cannot be booked. */
  price(line: CheckoutLineOf<K>, index: number): Promise<PricedLine>;
  /** How many units of `key` the listing has now, to take a released line's units again (0 once gone). */
  unitCount(trx: Db, line: StoredLine, key: string): Promise<number>;
  /** What a cancellation `daysBefore` the line's first day keeps of its total. */
  cancellationFee(line: StoredLine, daysBefore: number): number;
  /** The line in its traveller's order (`GET /orders/{reference}`). */
  orderLine(line: StoredLine, common: OrderLineCommon): OrderLine;
  /** The line on its provider's answer page; null for a kind Rihla confirms itself, which no provider answers. */
  answerView: ((line: StoredLine, common: AnswerCommon) => AnswerView) | null;
  /** The page an order of this kind alone ends on after paying, when not the payment's own (spec §2). */
  confirmationPage?: string;
  /** What the order's e-mails say of the line. */
  mail: {
    /** Its details under the reference, in the traveller's (or the provider's) language. */
    details(line: StoredLine, t: TravellerMailTexts, locale: Locale): string[];
    /** Its days as a provider reads them. */
    span(line: StoredLine): string;
    /** Who answers it, as the traveller reads it (the place, a trip's guide). */
    answerer(line: StoredLine, locale: Locale): string;
    freed: Freed;
    /** A rental's request, paid at pickup (its own words in the traveller's e-mail). */
    paidAtPickup?: true;
    /** Seats Rihla confirms: the traveller shows the reference at the door. */
    showReference?: true;
    /** The provider may also answer from their space (a partner guide's trip). */
    answersInSpace?: true;
  };
}

/** One adapter per kind: the compiler says which a new kind lacks. */
export type BookingAdapters = { [K in BookingKind]: BookingAdapter<K> };

/** A line's kind's adapter, whatever the kind (the one dispatch on `kind`). */
export const adapterOf = (adapters: BookingAdapters, kind: BookingKind): BookingAdapter<BookingKind> =>
  adapters[kind] as BookingAdapter<BookingKind>;

/** The snapshot a line keeps, as its kind wrote it. */
export const snapshotOf = <S extends AnySnapshot = AnySnapshot>(line: Pick<StoredLine, 'snapshot'>) =>
  JSON.parse(line.snapshot) as S;

/**
 * A line that takes units of one kind on one day (seats, a table's slot, a flight's cabin, a
 * circuit's departure): its days are [date, date + 1), as a stay's nights are [arrival, departure).
 */
export function oneDayLine(
  index: number,
  line: { date: string; seen_total_millimes: number },
  p: {
    kind: BookingKind;
    slug: string;
    unit: { key: string; quantity: number; count: number };
    total: number;
    snapshot: AnySnapshot;
    gone: (left: number) => HttpError;
  },
): PricedLine {
  return {
    index,
    kind: p.kind,
    slug: p.slug,
    arrival: line.date,
    departure: addDays(line.date, 1),
    units: [p.unit],
    rooms: [{ room: p.unit.key, quantity: p.unit.quantity }],
    total: p.total,
    seen: line.seen_total_millimes,
    snapshot: p.snapshot,
    gone: (_key, left) => p.gone(left),
  };
}

/** « Seats exceed available » (some left) or « all seats reserved » (none): the spec's two messages (§8). */
export const seatsGone = (index: number) => (left: number) =>
  new HttpError(409, 'seats_unavailable', left > 0 ? 'Seats exceed available.' : 'All seats are reserved.', {
    line: index,
    available: left,
  });
