import * as z from 'zod/mini';
import { RENTAL_KINDS } from '../booking/kinds.ts';
import { SEAT_KINDS } from '../booking/limits.ts';
import { LINE_STATES, ORDER_STATES } from '../booking/states.ts';
import { BOARD_BASES } from './hotels.ts';
import { flightFields, voyageFields } from './orders.ts';

/** A text in the seven languages (`fr`, `en`, `ar`…), as it was when it was sold: the client picks. */
const texts = z.record(z.string(), z.string());
const millimes = z.int().check(z.nonnegative());

/**
 * What every reservation carries, whatever its kind: where it stands, the place as it was sold
 * with its contact, where it is now in the catalogue (its page's id and its coordinates, null once
 * it has left the catalogue: an import keeps slugs, not ids), and what it cost. Nothing about the
 * traveller (no identity document): this is kept on the device by the offline wallet.
 */
const reservationCommon = {
  /** The order's reference, what the traveller quotes to customer service. */
  reference: z.string(),
  /** The line's id: one reservation of the order (a stay). */
  line_id: z.int(),
  status: z.enum(LINE_STATES),
  order_status: z.enum(ORDER_STATES),
  /** Awaiting the provider or confirmed, and not begun (domain/booking/reservations.ts). */
  cancellable: z.boolean(),
  /** When the order was made (ISO, UTC). */
  booked_at: z.string(),
  listing_id: z.nullable(z.int()),
  listing_slug: z.string(),
  name: texts,
  address: texts,
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  total_millimes: millimes,
  currency: z.literal('TND'),
  /**
   * Where the money of a refused or cancelled line stands, when it was paid online (null
   * otherwise): what comes back and how far its refund is (`requested`: on its way to the payment
   * method used, since `refund_since`; `done`: sent back; `manual`: customer service sends it back
   * by hand; null: nothing comes back), and what a cancellation kept. The server always sends it;
   * a wallet kept on a device before it existed has none.
   */
  money: z.optional(
    z.nullable(
      z.object({
        refund_millimes: millimes,
        refund_status: z.nullable(z.enum(['requested', 'done', 'manual'])),
        refund_since: z.nullable(z.string()),
        fee_millimes: millimes,
      }),
    ),
  ),
};

/** A hotel or guest-house stay: its nights, rooms and party. */
export const stayReservationSchema = z.object({
  ...reservationCommon,
  kind: z.enum(['hotel', 'maison']),
  /** The first night and the morning of leaving, YYYY-MM-DD. */
  arrival: z.string(),
  departure: z.string(),
  nights: z.int(),
  rooms: z.array(z.object({ room: z.string(), name: texts, board: z.enum(BOARD_BASES), quantity: z.int() })),
  guests: z.object({ adults: z.int(), child_ages: z.array(z.int()) }),
});
export type StayReservation = z.infer<typeof stayReservationSchema>;

/** A car or bus rental, paid at pickup: its days (`to` included), the places, the vehicle and its renter. */
export const rentalReservationSchema = z.object({
  ...reservationCommon,
  kind: z.enum(RENTAL_KINDS),
  from: z.string(),
  to: z.string(),
  days: z.int(),
  pickup: z.string(),
  dropoff: z.string(),
  vehicle: z.object({ marque: z.string(), model: z.string(), registration_number: z.string(), photo: z.string() }),
  /** The renter (the vehicle's agency), as it was then; `address`, `phone` and `email` are its own. */
  agency: texts,
});
export type RentalReservation = z.infer<typeof rentalReservationSchema>;

/** Seats at an event (or weekend idea) or places at an activity: the day, its start, how many. */
export const seatReservationSchema = z.object({
  ...reservationCommon,
  kind: z.enum(SEAT_KINDS),
  date: z.string(),
  /** HH:MM, Tunisia; null when the offer has no fixed start. */
  start_time: z.nullable(z.string()),
  seats: z.int(),
});
export type SeatReservation = z.infer<typeof seatReservationSchema>;

/** A table at a restaurant: the day, the arrival time and the party. */
export const tableReservationSchema = z.object({
  ...reservationCommon,
  kind: z.literal('restaurant'),
  date: z.string(),
  time: z.string(),
  people: z.int(),
});
export type TableReservation = z.infer<typeof tableReservationSchema>;

/** Places on a circuit: its departure and last day, the party and its rooms. */
export const circuitReservationSchema = z.object({
  ...reservationCommon,
  kind: z.literal('circuit'),
  date: z.string(),
  end: z.string(),
  days: z.int(),
  people: z.int(),
  rooms: z.int(),
});
export type CircuitReservation = z.infer<typeof circuitReservationSchema>;

/** A flight: its number, airports, day and times, cabin and passengers (names as on the passport). */
export const flightReservationSchema = z.object({ ...reservationCommon, ...flightFields });
export type FlightReservation = z.infer<typeof flightReservationSchema>;

/**
 * Places on a guide's trip: its departure and last day, the party, the price a person, the guide
 * and their meeting point (`lat`/`lng`, where directions lead); `guide_id` opens the guide's page.
 */
export const voyageReservationSchema = z.object({
  ...reservationCommon,
  ...voyageFields,
  guide_id: z.nullable(z.int()),
  /** Why the guide refused it, in their words (null: not refused, or refused without a word). */
  refusal_reason: z.nullable(z.string()),
});
export type VoyageReservation = z.infer<typeof voyageReservationSchema>;

/** A reservation of any kind, told apart by `kind`. */
export const reservationSchema = z.discriminatedUnion('kind', [
  stayReservationSchema,
  rentalReservationSchema,
  seatReservationSchema,
  tableReservationSchema,
  circuitReservationSchema,
  flightReservationSchema,
  voyageReservationSchema,
]);
export type Reservation = z.infer<typeof reservationSchema>;

/** `answered_at`: the server's time of the answer (ISO, UTC), what « last confirmed » shows offline. */
const answeredAt = z.string();

/** `GET /dashbord/user/resarvationhotel` (spec §7: under `reservation`): hotel and guest-house stays. */
export const stayReservationsResponseSchema = z.object({
  reservation: z.array(stayReservationSchema),
  answered_at: answeredAt,
});

/** `GET /dashbord/user/resarvationevents` (spec §7: under `reservation`): seats at events and activities. */
export const seatReservationsResponseSchema = z.object({
  reservation: z.array(seatReservationSchema),
  answered_at: answeredAt,
});

/** `GET /dashbord/user/resarvationResterant` (spec §7: under `reservation`): tables at restaurants. */
export const tableReservationsResponseSchema = z.object({
  reservation: z.array(tableReservationSchema),
  answered_at: answeredAt,
});

/** `GET /dashbord/user/resarvationcircuit` (spec §7: under `Circuit`): places on circuits. */
export const circuitReservationsResponseSchema = z.object({
  Circuit: z.array(circuitReservationSchema),
  answered_at: answeredAt,
});

/** `GET /dashbord/user/reservations`: every reservation of the traveller, newest first. */
export const travellerReservationsResponseSchema = z.object({
  reservations: z.array(reservationSchema),
  answered_at: answeredAt,
});
export type TravellerReservations = z.infer<typeof travellerReservationsResponseSchema>;
