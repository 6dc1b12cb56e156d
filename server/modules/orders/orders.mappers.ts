import type { Selectable } from 'kysely';
import type { StayGuest } from '../../../domain/booking/guest.ts';
import type { QuoteLine, RoomChoice, RoomOccupancy, StayPolicy } from '../../../domain/booking/hotel-quote.ts';
import { isRentalKind } from '../../../domain/booking/kinds.ts';
import { isCancellable } from '../../../domain/booking/reservations.ts';
import { isSeatKind } from '../../../domain/booking/seats.ts';
import type { StayRequest } from '../../../domain/booking/stay.ts';
import type { AnswerView, Order, OrderLine } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Cabin } from '../../../domain/flights.ts';
import { isLocale } from '../../../domain/locales.ts';
import type { OrderLinesTable, OrdersTable, PaymentAttemptsTable, RefundsTable } from '../../db/schema.ts';
import type { StayKind } from '../stays/stays.repository.ts';
import type { ProviderLink } from './provider-links.ts';

type Texts = Record<string, string>;

/** What a stay line sold, as it was then: nothing in it changes when the catalogue does. */
export interface LineSnapshot {
  listing_id: number;
  name: Texts;
  address: Texts;
  phone: string | null;
  email: string | null;
  stay: StayRequest;
  nights: number;
  rooms: Array<RoomChoice & { name: Texts; unit: number }>;
  occupancy: RoomOccupancy[];
  lines: QuoteLine[];
  policy: StayPolicy;
  /** Who the hotel welcomes; absent in lines sold before it was asked (the account's details then). */
  guest?: StayGuest;
}

/** What a rental line sold (a car or a bus, paid at pickup), as it was then. */
export interface RentalSnapshot {
  /** The vehicle's id in the catalogue then. */
  listing_id: number;
  name: Texts;
  /** The renter (the vehicle's agency): its name, address and contact. */
  agency: Texts;
  address: Texts;
  phone: string | null;
  email: string | null;
  vehicle: { marque: string; model: string; registration_number: string; photo: string; seats: number };
  rental: { from: string; to: string; days: number; pickup: string; dropoff: string; daily_price_millimes: number };
}

/** What a seat line sold (an event's seats, an activity's places), as it was then. */
export interface SeatSnapshot {
  /** The event's or activity's id in the catalogue then. */
  listing_id: number;
  name: Texts;
  address: Texts;
  /** Organisers' contacts are not in the catalogue: the operator answers for them. */
  phone: string | null;
  email: string | null;
  seats: {
    date: string;
    count: number;
    unit_millimes: number;
    /** HH:MM, Tunisia; null when the offer has no fixed start (an activity). */
    start_time: string | null;
    duration_hours: number | null;
    offer: 'event' | 'weekend' | 'activity';
  };
}

/** What a table line asked (nothing paid), as it was then. */
export interface TableSnapshot {
  listing_id: number;
  name: Texts;
  address: Texts;
  phone: string | null;
  email: string | null;
  table: { date: string; time: string; people: number };
}

/** What a circuit line sold, as it was then: its departure, last day, party and rooms. */
export interface CircuitSnapshot {
  listing_id: number;
  name: Texts;
  /** A circuit has no one address: its name says where it goes. */
  address: Texts;
  /** The circuit's agency; none for the demo circuits, whose operator answers. */
  phone: string | null;
  email: string | null;
  circuit: { date: string; end: string; days: number; people: number; rooms: number; unit_millimes: number };
}

/**
 * What a guide's trip line sold, as it was then: the departure, the party, the price a person its
 * tier gave, the guide and the programme (a later change to the trip changes none of it).
 */
export interface VoyageSnapshot {
  listing_id: number;
  name: Texts;
  address: Texts;
  /** The guide's contact: the guide answers the booking. */
  phone: string | null;
  email: string | null;
  voyage: {
    date: string;
    end: string;
    days: number;
    people: number;
    unit_millimes: number;
    guide: Texts;
    meeting_point: { lat: number; lng: number } | null;
    programme: { title: Texts; programme: Texts }[];
  };
}

/** What a flight line sold, as it was then (Rihla sells the demo airline's seats itself). */
export interface FlightSnapshot {
  /** The timetable's flight id then. */
  listing_id: number;
  /** `TU 514 · TUN → DJE`, the same in every language. */
  name: Texts;
  /** The departure airport's name. */
  address: Texts;
  phone: string | null;
  email: string | null;
  flight: {
    number: string;
    from: string;
    to: string;
    date: string;
    departs: string;
    arrives: string;
    arrives_next_day: boolean;
    cabin: Cabin;
    /** `passport` for the airline only: never in an answer (flightFieldsOf). Orders before it have none. */
    passengers: { first_name: string; last_name: string; passport?: string }[];
    fare_millimes: number;
  };
}

/** What any line's snapshot has: the place (or vehicle), its address and contact. */
export type AnySnapshot =
  | LineSnapshot
  | RentalSnapshot
  | SeatSnapshot
  | TableSnapshot
  | CircuitSnapshot
  | FlightSnapshot
  | VoyageSnapshot;

type Attempt = Pick<Selectable<PaymentAttemptsTable>, 'reference' | 'status'>;
type Refund = Pick<Selectable<RefundsTable>, 'amount_millimes' | 'reason' | 'status' | 'line_id'>;

export function toOrder(
  order: Selectable<OrdersTable>,
  lines: Selectable<OrderLinesTable>[],
  attempt: Attempt | undefined,
  refunds: Refund[],
  now: Date,
): Order {
  const today = tunisiaDateTime(now).slice(0, 10);
  return {
    reference: order.reference,
    status: order.status,
    locale: isLocale(order.locale) ? order.locale : 'fr',
    payment: attempt ? { reference: attempt.reference, status: attempt.status } : null,
    refunds: refunds.map((r) => ({
      amount_millimes: r.amount_millimes,
      reason: r.reason,
      status: r.status,
      line_id: r.line_id,
    })),
    total_millimes: order.total_millimes,
    currency: 'TND',
    hold_expires_at: order.hold_expires_at,
    created_at: order.created_at,
    lines: lines.map((line) => toOrderLine(line, today)),
  };
}

/** One line of an order as its traveller reads it: a stay, or a rental. */
function toOrderLine(line: Selectable<OrderLinesTable>, today: string): OrderLine {
  const common = {
    id: line.id,
    listing_slug: line.listing_slug,
    status: line.status,
    answer_by: line.answer_by,
    cancellable: isCancellable(line.kind, line.status, line.arrival, today),
    total_millimes: line.total_millimes,
  };
  if (isRentalKind(line.kind)) {
    const snapshot = JSON.parse(line.snapshot) as RentalSnapshot;
    return {
      ...common,
      kind: line.kind,
      listing_id: snapshot.listing_id,
      name: snapshot.name,
      agency: snapshot.agency,
      vehicle: snapshot.vehicle,
      ...snapshot.rental,
    };
  }
  if (isSeatKind(line.kind)) {
    const snapshot = JSON.parse(line.snapshot) as SeatSnapshot;
    return {
      ...common,
      kind: line.kind,
      listing_id: snapshot.listing_id,
      name: snapshot.name,
      address: snapshot.address,
      ...seatFieldsOf(snapshot),
    };
  }
  if (line.kind === 'restaurant') {
    const snapshot = JSON.parse(line.snapshot) as TableSnapshot;
    return {
      ...common,
      kind: line.kind,
      listing_id: snapshot.listing_id,
      name: snapshot.name,
      address: snapshot.address,
      ...snapshot.table,
    };
  }
  if (line.kind === 'flight') {
    const snapshot = JSON.parse(line.snapshot) as FlightSnapshot;
    return {
      ...common,

      listing_id: snapshot.listing_id,
      name: snapshot.name,
      ...flightFieldsOf(snapshot),
    };
  }
  if (line.kind === 'circuit') {
    const snapshot = JSON.parse(line.snapshot) as CircuitSnapshot;
    return {
      ...common,
      kind: line.kind,
      listing_id: snapshot.listing_id,
      name: snapshot.name,
      ...circuitFieldsOf(snapshot),
    };
  }
  if (line.kind === 'voyage') {
    const snapshot = JSON.parse(line.snapshot) as VoyageSnapshot;
    return { ...common, listing_id: snapshot.listing_id, name: snapshot.name, ...voyageFieldsOf(snapshot) };
  }
  const snapshot = JSON.parse(line.snapshot) as LineSnapshot;
  return {
    ...common,
    kind: line.kind as StayKind,
    listing_id: snapshot.listing_id,
    name: snapshot.name,
    arrival: line.arrival,
    departure: line.departure,
    nights: snapshot.nights,
    adults: snapshot.stay.adults,
    child_ages: snapshot.stay.childAges,
    rooms: snapshot.rooms.map((r) => ({ room: r.room, board: r.board, quantity: r.quantity, name: r.name })),
    lines: snapshot.lines,
  };
}

/** What the hotel's answer page shows: the reservation as sold, and what the link would do. */
export function answerViewOf(
  order: Selectable<OrdersTable>,
  line: Selectable<OrderLinesTable>,
  link: ProviderLink,
): AnswerView {
  const common = {
    reference: order.reference,
    action: link.action,
    status: line.status,
    answer_by: line.answer_by,
    total_millimes: line.total_millimes,
  };
  if (isRentalKind(line.kind)) {
    const snapshot = JSON.parse(line.snapshot) as RentalSnapshot;
    return { ...common, kind: line.kind, name: snapshot.name, vehicle: snapshot.vehicle, ...snapshot.rental };
  }
  if (isSeatKind(line.kind)) {
    const snapshot = JSON.parse(line.snapshot) as SeatSnapshot;
    return { ...common, kind: line.kind, name: snapshot.name, ...seatFieldsOf(snapshot) };
  }
  if (line.kind === 'restaurant') {
    const snapshot = JSON.parse(line.snapshot) as TableSnapshot;
    return { ...common, kind: line.kind, name: snapshot.name, ...snapshot.table };
  }
  if (line.kind === 'circuit') {
    const snapshot = JSON.parse(line.snapshot) as CircuitSnapshot;
    return { ...common, kind: line.kind, name: snapshot.name, ...circuitFieldsOf(snapshot) };
  }
  if (line.kind === 'voyage') {
    const snapshot = JSON.parse(line.snapshot) as VoyageSnapshot;
    return { ...common, name: snapshot.name, ...voyageFieldsOf(snapshot) };
  }
  const snapshot = JSON.parse(line.snapshot) as LineSnapshot;
  return {
    ...common,
    kind: line.kind as StayKind,
    name: snapshot.name,
    arrival: line.arrival,
    departure: line.departure,
    nights: snapshot.nights,
    adults: snapshot.stay.adults,
    child_ages: snapshot.stay.childAges,
    rooms: snapshot.rooms.map((r) => ({ name: r.name, board: r.board, quantity: r.quantity })),
  };
}

const seatFieldsOf = ({ seats }: SeatSnapshot) => ({
  date: seats.date,
  start_time: seats.start_time,
  seats: seats.count,
  unit_millimes: seats.unit_millimes,
});

export const circuitFieldsOf = ({ circuit }: CircuitSnapshot) => ({
  date: circuit.date,
  end: circuit.end,
  days: circuit.days,
  people: circuit.people,
  rooms: circuit.rooms,
});

export const flightFieldsOf = ({ flight }: FlightSnapshot) => {
  const { fare_millimes: _fare, passengers, ...fields } = flight;
  // Names only: a passport number stays with the order, out of dashboards, wallets and e-mails.
  const names = passengers.map(({ first_name, last_name }) => ({ first_name, last_name }));
  return { kind: 'flight' as const, ...fields, passengers: names };
};

export const voyageFieldsOf = ({ voyage }: VoyageSnapshot) => {
  const { programme: _programme, ...fields } = voyage;
  return { kind: 'voyage' as const, ...fields };
};
