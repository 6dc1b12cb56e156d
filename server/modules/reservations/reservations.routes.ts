import {
  circuitReservationsResponseSchema,
  seatReservationsResponseSchema,
  stayReservationsResponseSchema,
  tableReservationsResponseSchema,
  travellerReservationsResponseSchema,
} from '../../../domain/contract/reservations.ts';
import { type Operation, operationsOf } from '../../lib/operations.ts';
import type { ReservationsService } from './reservations.service.ts';

const op = operationsOf<ReservationsService>();

/**
 * The traveller's own reservations (spec §7 dashboard calls): private and changing with every
 * booking, so `live` — never cached here, in a browser or in the service worker.
 */
export const RESERVATION_OPERATIONS: Operation<ReservationsService>[] = [
  op({
    path: '/dashbord/user/resarvationhotel',
    summary:
      'The user’s hotel and guest-house reservations under `reservation`, newest first: recorded lines only (awaiting the hotel, confirmed, refused, cancelled, or of an unsettled order), with `answered_at`',
    response: stayReservationsResponseSchema,
    errors: [401],
    auth: 'required',
    live: true,
    handle: (s, { auth }) => s.stays(auth!),
  }),
  op({
    path: '/dashbord/user/resarvationResterant',
    summary:
      'The user’s tables at restaurants under `reservation`, newest first: recorded lines only (awaiting the restaurant, confirmed, refused, cancelled), with `answered_at`',
    response: tableReservationsResponseSchema,
    errors: [401],
    auth: 'required',
    live: true,
    handle: (s, { auth }) => s.restaurants(auth!),
  }),
  op({
    path: '/dashbord/user/resarvationcircuit',
    summary:
      'The user’s places on circuits under `Circuit`, newest first: recorded lines only (awaiting the agency, confirmed, refused, cancelled, or of an unsettled order), with `answered_at`',
    response: circuitReservationsResponseSchema,
    errors: [401],
    auth: 'required',
    live: true,
    handle: (s, { auth }) => s.circuits(auth!),
  }),
  op({
    path: '/dashbord/user/resarvationevents',
    summary:
      'The user’s seats at events and places at activities under `reservation`, newest first: recorded lines only, with `answered_at`',
    response: seatReservationsResponseSchema,
    errors: [401],
    auth: 'required',
    live: true,
    handle: (s, { auth }) => s.events(auth!),
  }),
  op({
    path: '/dashbord/user/reservations',
    summary:
      'Every reservation of the user, of every kind (told apart by `kind`), newest first, with `answered_at`: what the dashboard and the offline wallet show',
    response: travellerReservationsResponseSchema,
    errors: [401],
    auth: 'required',
    live: true,
    handle: (s, { auth }) => s.all(auth!),
  }),
];
