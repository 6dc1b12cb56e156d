import type { Cabin } from '../flights.ts';
import type { StayGuest } from './guest.ts';
import type { QuoteLine, RoomChoice, RoomOccupancy, StayPolicy } from './hotel-quote.ts';
import type { StayRequest } from './stay.ts';

/**
 * What each kind's line keeps of what was sold (`order_lines.snapshot`, JSON), as it was then:
 * nothing in it changes when the catalogue does. Server-side types (the browser never reads a
 * snapshot: answers map them), kept here, below the server's modules, so that the kinds'
 * modules, which write them, and the bookings' adapters, which read them, import neither each
 * other nor a module above them.
 */

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
