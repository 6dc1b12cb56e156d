import type { StayReservation, TravellerReservations } from '../../../../domain/contract/reservations.ts';

const seven = (fr: string, ar: string) => ({ fr, en: fr, ar, ru: fr, zh: fr, ja: fr, ko: fr });

/** A confirmed stay as the server answers it: two nights at a hotel still in the catalogue. */
export const confirmedStay: StayReservation = {
  reference: 'RH-7K3M-Q9TX',
  line_id: 41,
  kind: 'hotel',
  status: 'confirmed',
  order_status: 'paid',
  cancellable: true,
  booked_at: '2027-03-01T09:00:00.000Z',
  listing_id: 3,
  listing_slug: 'dar-yasmine',
  name: seven('Dar Yasmine', 'دار ياسمين'),
  address: seven('Rue du Jasmin, Hammamet', 'نهج الياسمين، الحمامات'),
  phone: '72 280 000',
  email: 'contact@dar-yasmine.example',
  lat: 36.4,
  lng: 10.6,
  total_millimes: 412_500,
  currency: 'TND',
  arrival: '2027-04-10',
  departure: '2027-04-12',
  nights: 2,
  rooms: [{ room: 'chambre-patio', name: seven('Chambre patio', 'غرفة الفناء'), board: 'bed_breakfast', quantity: 1 }],
  guests: { adults: 2, child_ages: [6] },
};

/** A guest-house stay awaiting its answer, at a place that has left the catalogue (no page, no coordinates). */
export const pendingStay: StayReservation = {
  ...confirmedStay,
  reference: 'RH-ABCD-EFGH',
  line_id: 52,
  kind: 'maison',
  status: 'pending_provider',
  listing_id: null,
  listing_slug: 'dar-ancienne',
  name: seven('Dar Ancienne', 'الدار القديمة'),
  lat: null,
  lng: null,
  phone: null,
  email: null,
};

export const refusedStay: StayReservation = {
  ...confirmedStay,
  reference: 'RH-REFU-SED2',
  line_id: 60,
  status: 'refused',
  money: {
    refund_millimes: 412_500,
    refund_status: 'requested',
    refund_since: '2027-03-02T08:30:00.000Z',
    fee_millimes: 0,
  },
};
/** Cancelled late: the terms kept half, the other half sent back. */
export const cancelledStay: StayReservation = {
  ...confirmedStay,
  reference: 'RH-CANC-ELD3',
  line_id: 61,
  status: 'cancelled',
  cancellable: false,
  money: {
    refund_millimes: 206_250,
    refund_status: 'done',
    refund_since: '2027-03-02T08:30:00.000Z',
    fee_millimes: 206_250,
  },
};
export const unsettledStay: StayReservation = {
  ...confirmedStay,
  reference: 'RH-UNSE-TTLD',
  line_id: 61,
  status: 'released',
  order_status: 'unsettled',
  cancellable: false,
};

export const answer = (
  reservations: StayReservation[],
  answered_at = '2027-03-02T08:30:00.000Z',
): TravellerReservations => ({
  reservations,
  answered_at,
});
