import { storedList } from './local-store.ts';

/** Something a traveller means to book, kept on the device (spec §3: selections live in local storage). */
export interface CartItem {
  kind: 'hotel' | 'restaurant' | 'maison' | 'event' | 'activity' | 'voyage' | 'circuit' | 'flight';
  /** The item's id, or for a flight its number and date. */
  id: string;
  title: string;
  /** The app page it came from, to go back to it. */
  href: string;
  image?: string | undefined;
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
