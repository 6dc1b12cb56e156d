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
}

export const KIND_TEXTS: Record<BookingKind, KindTexts> = {
  hotel: { holds: 'rooms', awaiting: msg`L’hôtel doit maintenant confirmer votre réservation.`, unpaid: null },
  maison: {
    holds: 'rooms',
    awaiting: msg`La maison d’hôtes doit maintenant confirmer votre réservation.`,
    unpaid: null,
  },
  restaurant: {
    holds: null,
    awaiting: msg`Le restaurant doit maintenant confirmer votre table.`,
    unpaid: msg`Demandée au restaurant, sans paiement en ligne`,
  },
  event: { holds: 'places', awaiting: msg`L’organisateur doit maintenant confirmer votre réservation.`, unpaid: null },
  activity: {
    holds: 'places',
    awaiting: msg`L’organisateur doit maintenant confirmer votre réservation.`,
    unpaid: null,
  },
  flight: { holds: 'places', awaiting: null, unpaid: null },
  vehicle: {
    holds: null,
    awaiting: msg`Le loueur doit maintenant confirmer votre location.`,
    unpaid: msg`Demandée au loueur, payée à la prise en charge`,
  },
  bus: {
    holds: null,
    awaiting: msg`Le loueur doit maintenant confirmer votre location.`,
    unpaid: msg`Demandée au loueur, payée à la prise en charge`,
  },
  circuit: { holds: 'places', awaiting: msg`L’agence doit maintenant confirmer votre circuit.`, unpaid: null },
  voyage: { holds: 'places', awaiting: msg`Le guide doit maintenant confirmer votre voyage.`, unpaid: null },
};

/** What an order's held lines keep for the traveller: rooms, places, or both. */
export function heldUnits(kinds: readonly BookingKind[]): 'rooms' | 'places' | 'both' {
  const held = new Set(kinds.map((kind) => KIND_TEXTS[kind].holds).filter((h) => h !== null));
  if (held.size > 1) return 'both';
  return held.has('places') ? 'places' : 'rooms';
}
