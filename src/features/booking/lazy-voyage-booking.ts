import { lazy } from 'react';
import { loadReserveMessages } from '../../app/i18n.ts';

/** Booking a trip's departure, after its page: the form and the reservation pages' messages load together. */
export const VoyageBooking = lazy(() =>
  Promise.all([import('./voyage-booking.tsx'), loadReserveMessages()]).then(([m]) => ({ default: m.VoyageBooking })),
);
