import type { CheckoutLine } from '../../../domain/contract/orders.ts';
import type { CartItem, CartStay } from '../../lib/cart.ts';

/** A hotel or guest house chosen with its rooms: what checkout can book. */
export type BookableStay = Omit<CartItem, 'addedAt' | 'stay' | 'kind'> & { kind: 'hotel' | 'maison'; stay: CartStay };

/** The stays of the cart that checkout can book. */
export const bookableItems = (items: CartItem[]) =>
  items.filter(
    (item): item is CartItem & BookableStay => (item.kind === 'hotel' || item.kind === 'maison') && !!item.stay,
  );

/** A stay as checkout sends it: what was asked and chosen, and the total the traveller saw. */
export function checkoutLineOf(item: BookableStay): CheckoutLine {
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
