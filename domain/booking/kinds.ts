/**
 * Everything a traveller may book goes through one pipeline (issue 26): orders, payment, the
 * provider's answer, e-mails, the dashboard and the offline wallet. What differs by kind is
 * declared here, once.
 *
 * - `prepaid`: paid online before anything is recorded as booked (the cart's payment). A table,
 *   or a car paid at pickup, is not: it is recorded at once as a request to its provider.
 * - `confirmation`: `provider` when the provider answers each booking (hotels, renters, restaurants,
 *   agencies); `at_once` when Rihla sells the inventory itself, so that a verified payment confirms
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
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const KIND_RULES: Record<BookingKind, { prepaid: boolean; confirmation: 'provider' | 'at_once' }> = {
  hotel: { prepaid: true, confirmation: 'provider' },
  maison: { prepaid: true, confirmation: 'provider' },
  restaurant: { prepaid: false, confirmation: 'provider' },
  // A free event has nothing to pay: it is recorded directly.
  event: { prepaid: true, confirmation: 'at_once' },
  activity: { prepaid: true, confirmation: 'provider' },
  flight: { prepaid: true, confirmation: 'at_once' },
  vehicle: { prepaid: false, confirmation: 'provider' },
  bus: { prepaid: false, confirmation: 'provider' },
  circuit: { prepaid: true, confirmation: 'provider' },
};

/** Kinds whose days a booking takes whole, the return day included (a car returned on the 12th is not free on the 12th). */
export const RENTAL_KINDS = ['vehicle', 'bus'] as const satisfies readonly BookingKind[];
export type RentalKind = (typeof RENTAL_KINDS)[number];

export const isRentalKind = (kind: string): kind is RentalKind => (RENTAL_KINDS as readonly string[]).includes(kind);

/** Whether a line, reservation or answer (anything with a `kind`) is a rental: narrows it either way. */
export const isRental = <T extends { kind: string }>(item: T): item is Extract<T, { kind: RentalKind }> =>
  isRentalKind(item.kind);
