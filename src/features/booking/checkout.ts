import type { CheckoutLine } from '../../../domain/contract/orders.ts';
import type { CartItem } from '../../lib/cart.ts';

/** The stays of the cart that checkout can book (a hotel or guest house chosen with its rooms). */
export const bookableItems = (items: CartItem[]) =>
  items.filter((item): item is CartItem & { kind: 'hotel' | 'maison'; stay: NonNullable<CartItem['stay']> } =>
    Boolean((item.kind === 'hotel' || item.kind === 'maison') && item.stay),
  );

/** A cart stay as checkout sends it: what was asked and chosen, and the total the traveller saw. */
export function checkoutLineOf(item: ReturnType<typeof bookableItems>[number]): CheckoutLine {
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
  };
}

/** A fresh Idempotency-Key: one per booking or payment the traveller asks for, reused by its retries. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
