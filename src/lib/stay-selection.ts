import type { StayPolicy, StayQuote } from '../../domain/booking/hotel-quote.ts';
import type { CartItem, CartStay } from './cart.ts';
import { readStorage } from './local-store.ts';

/**
 * The stay chosen on a hotel's or guest house's page, on its way to `hotels/reservation` (spec §3:
 * the selected hotel, room and reservation are kept in local storage): it survives signing in.
 */
export interface StaySelection {
  item: Omit<CartItem, 'addedAt' | 'stay'> & { kind: 'hotel' | 'maison'; stay: CartStay };
  quote: StayQuote;
  policy: StayPolicy;
  /** Each chosen room type's name in the page's language. */
  roomNames: Record<string, string>;
}

const KEY = 'rihla.reservation';

export function chooseStay(selection: StaySelection) {
  try {
    localStorage.setItem(KEY, JSON.stringify(selection));
  } catch {
    // Without storage the reservation page says nothing is chosen, and the traveller chooses again.
  }
}

export function chosenStay(): StaySelection | null {
  try {
    const saved = JSON.parse(readStorage(KEY) ?? 'null') as StaySelection | null;
    return saved?.item?.stay && saved.quote ? saved : null;
  } catch {
    return null;
  }
}

export function forgetChosenStay() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
