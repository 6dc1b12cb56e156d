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

const isBookable = (item: CartItem): item is CartItem & Bookable =>
  ((item.kind === 'hotel' || item.kind === 'maison') && !!item.stay) ||
  ((item.kind === 'event' || item.kind === 'activity') && !!item.seats) ||
  (item.kind === 'restaurant' && !!item.table) ||
  (item.kind === 'circuit' && !!item.circuit) ||
  (item.kind === 'voyage' && !!item.voyage);

/** The items of the cart that checkout can book. */
export const bookableItems = (items: CartItem[]) => items.filter(isBookable);

/** The same item with the total checkout gave it (a price that changed; a table has none). */
export const withTotal = (item: Bookable, totalMillimes: number): Bookable =>
  'stay' in item
    ? { ...item, stay: { ...item.stay, totalMillimes } }
    : 'seats' in item
      ? { ...item, seats: { ...item.seats, totalMillimes } }
      : 'circuit' in item
        ? { ...item, circuit: { ...item.circuit, totalMillimes } }
        : 'voyage' in item
          ? { ...item, voyage: { ...item.voyage, totalMillimes } }
          : 'flight' in item
            ? { ...item, flight: { ...item.flight, totalMillimes } }
            : item;

/** An item as checkout sends it: what was asked and chosen, and the total the traveller saw. */
export function checkoutLineOf(item: Bookable): CheckoutLine {
  if ('flight' in item) {
    const { totalMillimes, ...flight } = item.flight;
    return { kind: 'flight', ...flight, seen_total_millimes: totalMillimes };
  }
  if ('circuit' in item)
    return {
      kind: 'circuit',
      listing_id: Number(item.id),
      date: item.circuit.date,
      people: item.circuit.people,
      rooms: item.circuit.rooms,
      seen_total_millimes: item.circuit.totalMillimes,
    };
  if ('voyage' in item)
    return {
      kind: 'voyage',
      listing_id: Number(item.id),
      date: item.voyage.date,
      people: item.voyage.people,
      seen_total_millimes: item.voyage.totalMillimes,
    };
  if ('table' in item)
    return { kind: 'restaurant', listing_id: Number(item.id), ...item.table, seen_total_millimes: 0 };
  if ('seats' in item)
    return {
      kind: item.kind,
      listing_id: Number(item.id),
      date: item.seats.date,
      seats: item.seats.seats,
      seen_total_millimes: item.seats.totalMillimes,
    };
  const { stay } = item;
  return {
    kind: item.kind,
    listing_id: Number(item.id),
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    child_ages: stay.childAges,
    rooms: stay.rooms,
    choices: stay.choices.filter((c) => c.quantity > 0),
    seen_total_millimes: stay.totalMillimes,
    ...(stay.guest ? { guest: stay.guest } : {}),
  };
}
