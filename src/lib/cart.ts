import type { StayGuest } from '../../domain/booking/guest.ts';
import type { RoomChoice } from '../../domain/booking/hotel-quote.ts';
import type { StayRequest } from '../../domain/booking/stay.ts';
import { storedList } from './local-store.ts';

/** A stay chosen at a hotel or guest house: the stay asked, the rooms chosen and the total seen. */
export interface CartStay extends StayRequest {
  choices: RoomChoice[];
  /** What the traveller saw, in millimes: checkout prices it again and says so if it changed. */
  totalMillimes: number;
  /** Who the hotel welcomes, as given on the reservation page (the account's details when absent). */
  guest?: StayGuest | undefined;
}

/** Seats chosen at an event or places at an activity: the day, how many, and the total seen. */
export interface CartSeats {
  date: string;
  seats: number;
  /** What the traveller saw, in millimes (0: free entry). */
  totalMillimes: number;
  /** When it begins (HH:MM, Tunisia), when the offer says. */
  startTime: string | null;
}

/** A table asked at a restaurant: the day, the arrival time and the party (nothing to pay online). */
export interface CartTable {
  date: string;
  time: string;
  people: number;
}

/** Places chosen on a circuit's departure: the day, the party, its rooms and the total seen. */
export interface CartCircuit {
  date: string;
  end: string;
  people: number;
  rooms: number;
  totalMillimes: number;
}

/** Places chosen on a guide's trip's departure: the day, its last day, the party and the total seen. */
export interface CartVoyage {
  date: string;
  end: string;
  people: number;
  totalMillimes: number;
}

/** One flight of a trip: its number and day, the cabin, the passengers' names and the total seen. */
export interface CartFlight {
  number: string;
  date: string;
  cabin: 'economy' | 'business';
  passengers: { first_name: string; last_name: string; passport?: string }[];
  totalMillimes: number;
}

/** Something a traveller means to book, kept on the device (spec §3: selections live in local storage). */
export interface CartItem {
  kind: 'hotel' | 'restaurant' | 'maison' | 'event' | 'activity' | 'voyage' | 'circuit' | 'flight';
  /** The item's id, or for a flight its number and date. */
  id: string;
  title: string;
  /** The app page it came from, to go back to it. */
  href: string;
  image?: string | undefined;
  /** For a hotel or guest house chosen after an availability check. */
  stay?: CartStay | undefined;
  /** For an event or activity whose day and seats were chosen. */
  seats?: CartSeats | undefined;
  /** For a restaurant whose day, time and party were chosen. */
  table?: CartTable | undefined;
  /** For a circuit whose departure, party and rooms were chosen. */
  circuit?: CartCircuit | undefined;
  /** For a guide's trip whose departure and party were chosen. */
  voyage?: CartVoyage | undefined;
  /** For a flight whose passengers were named. */
  flight?: CartFlight | undefined;
  addedAt: string;
}

const cart = storedList<CartItem>('rihla.cart');
const keyOf = (item: Pick<CartItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

export function addToCart(item: Omit<CartItem, 'addedAt'>) {
  const items = cart.get().filter((i) => keyOf(i) !== keyOf(item));
  cart.set([{ ...item, addedAt: new Date().toISOString() }, ...items]);
}

export function removeFromCart(item: Pick<CartItem, 'kind' | 'id'>) {
  cart.set(cart.get().filter((i) => keyOf(i) !== keyOf(item)));
}

/** The cart, newest first; empty while rendering on the server. */
export const useCart = cart.useItems;

export const inCart = (items: CartItem[], item: Pick<CartItem, 'kind' | 'id'>) =>
  items.some((i) => keyOf(i) === keyOf(item));
