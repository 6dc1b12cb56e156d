import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingKind, OfKind } from '../../../domain/booking/kinds.ts';
import type { Reservation } from '../../../domain/contract/reservations.ts';

/** The reservation of one kind (a stay serves hotels and guest houses, seats events and activities). */
export type ReservationOf<K extends BookingKind> = OfKind<Reservation, K>;

/**
 * What « Mes réservations » says of each kind, in the wallet's catalog: its name on the card,
 * whom it waits for, and its cancellation terms before and after the answer. Every kind is here,
 * or nothing compiles.
 */
export interface ReservationKindTexts {
  label: MessageDescriptor;
  awaiting: MessageDescriptor;
  cancel: { pending: MessageDescriptor; confirmed: MessageDescriptor };
}

const seatCancel = msg`Jusqu’à la veille, l’annulation est gratuite et vous êtes remboursé en entier.`;
const rentalCancel = msg`La location se paie à la prise en charge : l’annulation est gratuite, le loueur en est informé.`;
const stayConfirmed = msg`La réservation est confirmée : ses conditions d’annulation s’appliquent, le reste vous est remboursé.`;
const organiser = msg`En attente de confirmation de l’organisateur`;
const renter = msg`En attente de confirmation du loueur`;

export const RESERVATION_KINDS: Record<BookingKind, ReservationKindTexts> = {
  hotel: {
    label: msg`Hôtel`,
    awaiting: msg`En attente de confirmation de l’hôtel`,
    cancel: {
      pending: msg`L’hôtel n’a pas encore répondu : l’annulation est gratuite et vous êtes remboursé en entier.`,
      confirmed: stayConfirmed,
    },
  },
  maison: {
    label: msg`Maison d’hôtes`,
    awaiting: msg`En attente de confirmation de la maison d’hôtes`,
    cancel: {
      pending: msg`La maison d’hôtes n’a pas encore répondu : l’annulation est gratuite et vous êtes remboursé en entier.`,
      confirmed: stayConfirmed,
    },
  },
  restaurant: {
    label: msg`Table au restaurant`,
    awaiting: msg`En attente de confirmation du restaurant`,
    cancel: {
      pending: msg`Rien n’a été payé : l’annulation est gratuite, le restaurant en est informé.`,
      confirmed: msg`Rien n’a été payé : l’annulation est gratuite, le restaurant en est informé.`,
    },
  },
  event: { label: msg`Événement`, awaiting: organiser, cancel: { pending: seatCancel, confirmed: seatCancel } },
  activity: { label: msg`Activité`, awaiting: organiser, cancel: { pending: seatCancel, confirmed: seatCancel } },
  flight: {
    label: msg`Vol`,
    // Rihla confirms flights with their payment: a flight never waits for anyone.
    awaiting: msg`En attente de confirmation de la compagnie aérienne`,
    cancel: {
      pending: msg`Jusqu’à la veille du vol, le billet est remboursé moins un quart du tarif.`,
      confirmed: msg`Jusqu’à la veille du vol, le billet est remboursé moins un quart du tarif.`,
    },
  },
  vehicle: {
    label: msg`Location de voiture`,
    awaiting: renter,
    cancel: { pending: rentalCancel, confirmed: rentalCancel },
  },
  bus: { label: msg`Location de bus`, awaiting: renter, cancel: { pending: rentalCancel, confirmed: rentalCancel } },
  circuit: {
    label: msg`Circuit`,
    awaiting: msg`En attente de confirmation de l’agence`,
    cancel: {
      pending: msg`L’agence n’a pas encore répondu : l’annulation est gratuite et vous êtes remboursé en entier.`,
      confirmed: msg`Le circuit est confirmé : gratuit jusqu’à 30 jours avant le départ, la moitié du prix est retenue jusqu’à 8 jours avant, puis tout le prix.`,
    },
  },
  voyage: {
    label: msg`Voyage avec un guide`,
    awaiting: msg`En attente de la réponse du guide`,
    cancel: {
      pending: msg`Le guide n’a pas encore répondu : l’annulation est gratuite et vous êtes remboursé en entier.`,
      confirmed: msg`Le voyage est confirmé : gratuit jusqu’à 30 jours avant le départ, la moitié du prix est retenue jusqu’à 8 jours avant, puis tout le prix.`,
    },
  },
};
