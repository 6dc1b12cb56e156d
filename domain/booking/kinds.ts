/**
 * Everything a traveller may book goes through one pipeline (issue 26): orders, payment, the
 * provider's answer, e-mails, the dashboard and the offline wallet. What differs by kind is
 * declared here, once.
 *
 * - `prepaid`: paid online before anything is recorded as booked (the cart's payment). A table,
 *   or a car paid at pickup, is not: it is recorded at once as a request to its provider.
 * - `confirmation`: `provider` when the provider answers each booking (hotels, renters, restaurants,
 *   agencies, a partner guide for their trip); `at_once` when Rihla sells the inventory itself, so that a verified payment confirms
 *   it (flights, event seats).
 */
export const BOOKING_KINDS = [
  'hotel',
  'maison',
  'restaurant',
  'event',
  'activity',
  'flight',
  'vehicle',
  'bus',
  'circuit',
  'voyage',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * The members of a union keyed by `kind` that serve the kind `K` (a stay line serves hotels and
 * guest houses, a seat line events and activities): what one kind's adapter or card receives.
 */
export type OfKind<U, K extends BookingKind> = U extends { kind: infer UK } ? (K extends UK ? U : never) : never;

export interface KindRules {
  prepaid: boolean;
  confirmation: 'provider' | 'at_once';
  /**
   * Until how many days before its first day the traveller may cancel: 0 until the day itself
   * (a stay's fee is then its policy's), 1 until the day before (seats: fully refunded, and no
   * cancelling on the day, when the seat could no longer be sold).
   */
  cancelDaysBefore: 0 | 1;
}

export const KIND_RULES: Record<BookingKind, KindRules> = {
  hotel: { prepaid: true, confirmation: 'provider', cancelDaysBefore: 0 },
  maison: { prepaid: true, confirmation: 'provider', cancelDaysBefore: 0 },
  restaurant: { prepaid: false, confirmation: 'provider', cancelDaysBefore: 0 },
  // A free event has nothing to pay: it is recorded directly.
  event: { prepaid: true, confirmation: 'at_once', cancelDaysBefore: 1 },
  activity: { prepaid: true, confirmation: 'provider', cancelDaysBefore: 1 },
  flight: { prepaid: true, confirmation: 'at_once', cancelDaysBefore: 1 },
  vehicle: { prepaid: false, confirmation: 'provider', cancelDaysBefore: 0 },
  bus: { prepaid: false, confirmation: 'provider', cancelDaysBefore: 0 },
  circuit: { prepaid: true, confirmation: 'provider', cancelDaysBefore: 0 },
  voyage: { prepaid: true, confirmation: 'provider', cancelDaysBefore: 0 },
};

/**
 * Where a line starts at checkout: held for the payment when it has something to pay online;
 * else confirmed at once when Rihla sells it itself (a free event), or asked of its provider.
 */
export function initialLineState(kind: BookingKind, totalMillimes: number): 'held' | 'confirmed' | 'pending_provider' {
  if (KIND_RULES[kind].prepaid && totalMillimes > 0) return 'held';
  return KIND_RULES[kind].confirmation === 'at_once' ? 'confirmed' : 'pending_provider';
}

/** Kinds whose days a booking takes whole, the return day included (a car returned on the 12th is not free on the 12th). */
export const RENTAL_KINDS = ['vehicle', 'bus'] as const satisfies readonly BookingKind[];
export type RentalKind = (typeof RENTAL_KINDS)[number];
