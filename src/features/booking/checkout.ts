import type { CheckoutLine } from '../../../domain/contract/orders.ts';
import type { CartCircuit, CartFlight, CartItem, CartSeats, CartStay, CartTable, CartVoyage } from '../../lib/cart.ts';

type Chosen = Omit<CartItem, 'addedAt' | 'stay' | 'seats' | 'table' | 'circuit' | 'voyage' | 'flight' | 'kind'>;
/** A hotel or guest house chosen with its rooms. */
export type BookableStay = Chosen & { kind: 'hotel' | 'maison'; stay: CartStay };
/** An event's seats or an activity's places, chosen with their day. */
export type BookableSeats = Chosen & { kind: 'event' | 'activity'; seats: CartSeats };
/** A table at a restaurant, chosen with its day, time and party. */
export type BookableTable = Chosen & { kind: 'restaurant'; table: CartTable };
/** Places on a circuit, chosen with their departure, party and rooms (the item's id is the circuit's). */
export type BookableCircuit = Chosen & { kind: 'circuit'; circuit: CartCircuit };
/** Places on a guide's trip, chosen with their departure and party (the item's id is the trip's). */
export type BookableVoyage = Chosen & { kind: 'voyage'; voyage: CartVoyage };
/** One flight with its passengers (the item's id is its number and day). */
export type BookableFlight = Chosen & { kind: 'flight'; flight: CartFlight };
/** What checkout can book. */
export type Bookable = BookableStay | BookableSeats | BookableTable | BookableCircuit | BookableVoyage | BookableFlight;

/** What checkout knows of each kind the cart holds: the compiler lists a new kind's entry here. */
interface CartLine<B extends Bookable> {
  /** Whether the item was chosen whole (a hotel remembered before its rooms were chosen is not). */
  chosen(item: CartItem): boolean;
  /** The line checkout sends: what was asked and chosen, and the total the traveller saw. */
  line(item: B): CheckoutLine;
  /** The same item at the total checkout gave it; null when it is not kept in the cart (a flight). */
  repriced(item: B, totalMillimes: number): B | null;
}

const stayLine: CartLine<BookableStay> = {
  chosen: (item) => !!item.stay,
  line: ({ kind, id, stay }) => ({
    kind,
    listing_id: Number(id),
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    child_ages: stay.childAges,
    rooms: stay.rooms,
    choices: stay.choices.filter((c) => c.quantity > 0),
    seen_total_millimes: stay.totalMillimes,
    ...(stay.guest ? { guest: stay.guest } : {}),
  }),
  repriced: (item, totalMillimes) => ({ ...item, stay: { ...item.stay, totalMillimes } }),
};

const seatsLine: CartLine<BookableSeats> = {
  chosen: (item) => !!item.seats,
  line: ({ kind, id, seats }) => ({
    kind,
    listing_id: Number(id),
    date: seats.date,
    seats: seats.seats,
    seen_total_millimes: seats.totalMillimes,
  }),
  repriced: (item, totalMillimes) => ({ ...item, seats: { ...item.seats, totalMillimes } }),
};

/** The bookable shape a kind is in (a guest house's is a stay's). */
type BookableOf<K, B = Bookable> = B extends { kind: infer Kinds } ? (K extends Kinds ? B : never) : never;

const CART_LINES: { [K in CartItem['kind']]: CartLine<BookableOf<K>> } = {
  hotel: stayLine,
  maison: stayLine,
  event: seatsLine,
  activity: seatsLine,
  restaurant: {
    chosen: (item) => !!item.table,
    line: ({ id, table }) => ({ kind: 'restaurant', listing_id: Number(id), ...table, seen_total_millimes: 0 }),
    // Nothing is paid online for a table: its total never changes.
    repriced: (item) => item,
  },
  circuit: {
    chosen: (item) => !!item.circuit,
    line: ({ id, circuit }) => ({
      kind: 'circuit',
      listing_id: Number(id),
      date: circuit.date,
      people: circuit.people,
      rooms: circuit.rooms,
      seen_total_millimes: circuit.totalMillimes,
    }),
    repriced: (item, totalMillimes) => ({ ...item, circuit: { ...item.circuit, totalMillimes } }),
  },
  voyage: {
    chosen: (item) => !!item.voyage,
    line: ({ id, voyage }) => ({
      kind: 'voyage',
      listing_id: Number(id),
      date: voyage.date,
      people: voyage.people,
      seen_total_millimes: voyage.totalMillimes,
    }),
    repriced: (item, totalMillimes) => ({ ...item, voyage: { ...item.voyage, totalMillimes } }),
  },
  flight: {
    // A flight is booked from its own page, never from the cart.
    chosen: () => false,
    line: ({ flight: { totalMillimes, ...flight } }) => ({
      kind: 'flight',
      ...flight,
      seen_total_millimes: totalMillimes,
    }),
    // Priced again by its page's search.
    repriced: () => null,
  },
};

const cartLineOf = (item: Pick<CartItem, 'kind'>) => CART_LINES[item.kind] as CartLine<Bookable>;

/** The items of the cart that checkout can book. */
export const bookableItems = (items: CartItem[]) =>
  items.filter((item): item is CartItem & Bookable => cartLineOf(item).chosen(item));

/** The same item with the total checkout gave it, to keep in the cart; null when it is not kept there. */
export const repricedItem = (item: Bookable, totalMillimes: number) => cartLineOf(item).repriced(item, totalMillimes);

/** An item as checkout sends it: what was asked and chosen, and the total the traveller saw. */
export const checkoutLineOf = (item: Bookable): CheckoutLine => cartLineOf(item).line(item);
