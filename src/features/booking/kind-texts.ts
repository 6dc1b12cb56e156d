import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingKind } from '../../../domain/booking/kinds.ts';

/**
 * What the order's pages say of each kind, in the booking catalog: what the payment's hold keeps
 * for the traveller (rooms or places; nothing for what is not paid online), and who confirms it
 * once paid (nobody for a flight, which the payment confirms). Every kind is here, or nothing
 * compiles.
 */
export interface KindTexts {
  holds: 'rooms' | 'places' | null;
  /** After the payment: who must now confirm it, as one sentence. */
  awaiting: MessageDescriptor | null;
  /** In place of its price in an order, for a kind not paid online: how it is settled. */
  unpaid: MessageDescriptor | null;
  /** How its provider is told of the money: paid online, paid at pickup, or settled at the table. */
  settled: 'online' | 'at_pickup' | 'at_table';
}

const organiser = msg`L’organisateur doit maintenant confirmer votre réservation.`;
const renter = msg`Le loueur doit maintenant confirmer votre location.`;
const askedOfRenter = msg`Demandée au loueur, payée à la prise en charge`;

export const KIND_TEXTS: Record<BookingKind, KindTexts> = {
  hotel: {
    holds: 'rooms',
    awaiting: msg`L’hôtel doit maintenant confirmer votre réservation.`,
    unpaid: null,
    settled: 'online',
  },
  maison: {
    holds: 'rooms',
    awaiting: msg`La maison d’hôtes doit maintenant confirmer votre réservation.`,
    unpaid: null,
    settled: 'online',
  },
  restaurant: {
    holds: null,
    awaiting: msg`Le restaurant doit maintenant confirmer votre table.`,
    unpaid: msg`Demandée au restaurant, sans paiement en ligne`,
    settled: 'at_table',
  },
  event: { holds: 'places', awaiting: organiser, unpaid: null, settled: 'online' },
  activity: { holds: 'places', awaiting: organiser, unpaid: null, settled: 'online' },
  flight: { holds: 'places', awaiting: null, unpaid: null, settled: 'online' },
  vehicle: { holds: null, awaiting: renter, unpaid: askedOfRenter, settled: 'at_pickup' },
  bus: { holds: null, awaiting: renter, unpaid: askedOfRenter, settled: 'at_pickup' },
  circuit: {
    holds: 'places',
    awaiting: msg`L’agence doit maintenant confirmer votre circuit.`,
    unpaid: null,
    settled: 'online',
  },
  voyage: {
    holds: 'places',
    awaiting: msg`Le guide doit maintenant confirmer votre voyage.`,
    unpaid: null,
    settled: 'online',
  },
};

/** What an order's held lines keep for the traveller: rooms, places, or both. */
export function heldUnits(kinds: readonly BookingKind[]): 'rooms' | 'places' | 'both' {
  const held = new Set(kinds.map((kind) => KIND_TEXTS[kind].holds).filter((h) => h !== null));
  if (held.size > 1) return 'both';
  return held.has('places') ? 'places' : 'rooms';
}
