import { useSyncExternalStore } from 'react';

const CART_KEY = 'rihla.cart';
const CHANGED = 'rihla:cart';

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

const keyOf = (item: Pick<CartItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

function read(): string {
  try {
    return localStorage.getItem(CART_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function write(items: CartItem[]) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(items));
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

function parse(raw: string): CartItem[] {
  try {
    const items = JSON.parse(raw) as unknown;
    return Array.isArray(items) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}

export function addToCart(item: Omit<CartItem, 'addedAt'>) {
  const items = parse(read()).filter((i) => keyOf(i) !== keyOf(item));
  write([{ ...item, addedAt: new Date().toISOString() }, ...items]);
}

export function removeFromCart(item: Pick<CartItem, 'kind' | 'id'>) {
  write(parse(read()).filter((i) => keyOf(i) !== keyOf(item)));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The cart, newest first; empty while rendering on the server. */
export function useCart(): CartItem[] {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  return parse(raw);
}

export const inCart = (items: CartItem[], item: Pick<CartItem, 'kind' | 'id'>) =>
  items.some((i) => keyOf(i) === keyOf(item));
