import * as z from 'zod/mini';
import { GUEST_LIMITS } from '../booking/guest.ts';
import { RENTAL_KINDS } from '../booking/kinds.ts';
import { MAX_CIRCUIT_PEOPLE, MAX_SEATS, MAX_TABLE_PEOPLE, MAX_VOYAGE_PEOPLE, SEAT_KINDS } from '../booking/limits.ts';
import { ATTEMPT_STATES, LINE_STATES, ORDER_STATES, REFUND_REASONS, REFUND_STATES } from '../booking/states.ts';
import { isRealDate } from '../dates.ts';
import { CABINS, MAX_PASSENGERS, PASSENGER_NAME_MAX } from '../flights.ts';
import { LOCALES } from '../locales.ts';
import { BOARD_BASES } from './hotels.ts';
import { tableTime } from './tables.ts';

const date = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/), z.refine(isRealDate));
const count = z.int().check(z.nonnegative(), z.maximum(99));
const millimes = z.int().check(z.nonnegative());

/** One stay to book: what the traveller asked and chose, and the total they saw. */
export const stayCheckoutLineSchema = z.object({
  kind: z.enum(['hotel', 'maison']),
  listing_id: z.int().check(z.positive()),
  arrival: date,
  departure: date,
  adults: count,
  child_ages: z.array(count).check(z.maxLength(20)),
  rooms: count,
  choices: z
    .array(z.object({ room: z.string().check(z.maxLength(120)), board: z.enum(BOARD_BASES), quantity: count }))
    .check(z.minLength(1), z.maxLength(20)),
  /** What the page showed: checkout prices the stay again and answers 409 `price_changed` if it differs. */
  seen_total_millimes: millimes,
  /** Who the hotel welcomes (the traveller's own details when absent), checked by `guestProblems`. */
  guest: z.optional(
    z.object({
      name: z.string().check(z.maxLength(GUEST_LIMITS.name)),
      phone: z.string().check(z.maxLength(GUEST_LIMITS.phone)),
      requests: z._default(z.string().check(z.maxLength(GUEST_LIMITS.requests)), ''),
    }),
  ),
});
export type StayCheckoutLine = z.infer<typeof stayCheckoutLineSchema>;

/** Seats at an event (or weekend idea) or places at an activity: a day, how many, and the total seen. */
export const seatCheckoutLineSchema = z.object({
  kind: z.enum(SEAT_KINDS),
  listing_id: z.int().check(z.positive()),
  date,
  seats: z.int().check(z.positive(), z.maximum(MAX_SEATS)),
  seen_total_millimes: millimes,
});
export type SeatCheckoutLine = z.infer<typeof seatCheckoutLineSchema>;

/** A table at a restaurant: a day, an arrival time and a party; nothing to pay (`seen_total_millimes` 0). */
export const tableCheckoutLineSchema = z.object({
  kind: z.literal('restaurant'),
  listing_id: z.int().check(z.positive()),
  date,
  time: tableTime,
  people: z.int().check(z.positive(), z.maximum(MAX_TABLE_PEOPLE)),
  seen_total_millimes: millimes,
});
export type TableCheckoutLine = z.infer<typeof tableCheckoutLineSchema>;

/** Places on a circuit's departure: its day, the party and its rooms, and the total seen. */
export const circuitCheckoutLineSchema = z.object({
  kind: z.literal('circuit'),
  listing_id: z.int().check(z.positive()),
  date,
  people: z.int().check(z.positive(), z.maximum(MAX_CIRCUIT_PEOPLE)),
  rooms: z.int().check(z.positive(), z.maximum(MAX_CIRCUIT_PEOPLE)),
  seen_total_millimes: millimes,
});
export type CircuitCheckoutLine = z.infer<typeof circuitCheckoutLineSchema>;

/** Places on a guide's trip: one of its departures and the party, priced by the trip's tiers. */
export const voyageCheckoutLineSchema = z.object({
  kind: z.literal('voyage'),
  listing_id: z.int().check(z.positive()),
  date,
  people: z.int().check(z.positive(), z.maximum(MAX_VOYAGE_PEOPLE)),
  seen_total_millimes: millimes,
});
export type VoyageCheckoutLine = z.infer<typeof voyageCheckoutLineSchema>;

/**
 * One flight of a trip (a return trip is two lines): its number and day, the cabin, each
 * passenger's names as on the passport, and the total seen.
 */
export const flightCheckoutLineSchema = z.object({
  kind: z.literal('flight'),
  number: z.string().check(z.regex(/^[A-Z0-9]{2} ?\d{1,4}$/)),
  date,
  cabin: z.enum(CABINS),
  passengers: z
    .array(
      z.object({
        first_name: z.string().check(z.maxLength(PASSENGER_NAME_MAX * 2)),
        last_name: z.string().check(z.maxLength(PASSENGER_NAME_MAX * 2)),
        /** The passport's number (the airline's ticket needs it); kept with the order, never shown whole again. */
        passport: z.optional(z.string().check(z.maxLength(30))),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_PASSENGERS)),
  seen_total_millimes: millimes,
});
export type FlightCheckoutLine = z.infer<typeof flightCheckoutLineSchema>;

export const checkoutLineSchema = z.discriminatedUnion('kind', [
  stayCheckoutLineSchema,
  seatCheckoutLineSchema,
  tableCheckoutLineSchema,
  circuitCheckoutLineSchema,
  flightCheckoutLineSchema,
  voyageCheckoutLineSchema,
]);
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/**
 * `POST /orders` (with an `Idempotency-Key` header): the cart's lines, every prepaid one held
 * together or none; the others recorded as requests (domain/booking/kinds.ts).
 */
export const checkoutBodySchema = z.object({
  lines: z.array(checkoutLineSchema).check(z.minLength(1), z.maxLength(10)),
  /** The language the traveller books in: the order's e-mails and payment pages speak it. */
  locale: z.optional(z.enum(LOCALES)),
});

export const orderReferenceParamsSchema = z.object({
  reference: z.string().check(z.regex(/^RH-[0-9A-Z]{4}-[0-9A-Z]{4}$/)),
});

const quoteLineSchema = z.object({ kind: z.string(), total: millimes });

const orderLineCommon = {
  id: z.int(),
  listing_id: z.int(),
  listing_slug: z.string(),
  /** What was sold, as it was then (names in seven languages). */
  name: z.record(z.string(), z.string()),
  status: z.enum(LINE_STATES),
  /** When the provider's answer is due (ISO instant), once asked; else null. */
  answer_by: z.nullable(z.string()),
  /** Whether the traveller may cancel it now (waiting for or confirmed by the provider, not begun). */
  cancellable: z.boolean(),
  total_millimes: millimes,
};

/** A hotel or guest-house stay: its nights, party and rooms, and the price's lines. */
export const stayOrderLineSchema = z.object({
  ...orderLineCommon,
  kind: z.enum(['hotel', 'maison']),
  arrival: z.string(),
  departure: z.string(),
  nights: z.int(),
  adults: z.int(),
  child_ages: z.array(z.int()),
  rooms: z.array(
    z.object({
      room: z.string(),
      board: z.enum(BOARD_BASES),
      quantity: z.int(),
      name: z.record(z.string(), z.string()),
    }),
  ),
  lines: z.array(quoteLineSchema),
});

/** A vehicle the traveller rents (paid at pickup): its days, `to` included, and where it is taken and left. */
const rentalFields = {
  kind: z.enum(RENTAL_KINDS),
  vehicle: z.object({
    marque: z.string(),
    model: z.string(),
    registration_number: z.string(),
    photo: z.string(),
    seats: z.int(),
  }),
  from: z.string(),
  to: z.string(),
  days: z.int(),
  pickup: z.string(),
  dropoff: z.string(),
  daily_price_millimes: millimes,
};
export const rentalOrderLineSchema = z.object({
  ...orderLineCommon,
  ...rentalFields,
  /** The renter (the vehicle's agency), as it was then. */
  agency: z.record(z.string(), z.string()),
});

/** Seats at an event or places at an activity: the day, its start, how many and at what price each. */
const seatFields = {
  kind: z.enum(SEAT_KINDS),
  date: z.string(),
  /** When it begins that day (HH:MM, Tunisia), when the offer says. */
  start_time: z.nullable(z.string()),
  seats: z.int(),
  unit_millimes: millimes,
};
export const seatOrderLineSchema = z.object({
  ...orderLineCommon,
  ...seatFields,
  address: z.record(z.string(), z.string()),
});

/** A table: the day, the arrival time and the party. */
const tableFields = { kind: z.literal('restaurant'), date: z.string(), time: z.string(), people: z.int() };
export const tableOrderLineSchema = z.object({
  ...orderLineCommon,
  ...tableFields,
  address: z.record(z.string(), z.string()),
});

/** Places on a circuit: from its departure to its last day, the party and its rooms. */
const circuitFields = {
  kind: z.literal('circuit'),
  date: z.string(),
  end: z.string(),
  days: z.int(),
  people: z.int(),
  rooms: z.int(),
};
export const circuitOrderLineSchema = z.object({ ...orderLineCommon, ...circuitFields });

/**
 * Places on a guide's trip: its departure and last day, the party, the price a person its tier
 * gave, the guide and where they meet (as sold: a later change to the trip changes none of it).
 */
export const voyageFields = {
  kind: z.literal('voyage'),
  date: z.string(),
  end: z.string(),
  days: z.int(),
  people: z.int(),
  unit_millimes: millimes,
  guide: z.record(z.string(), z.string()),
  meeting_point: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
};
export const voyageOrderLineSchema = z.object({ ...orderLineCommon, ...voyageFields });

/** A flight: its number, airports, day and times, cabin and passengers. */
export const flightFields = {
  kind: z.literal('flight'),
  number: z.string(),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  departs: z.string(),
  arrives: z.string(),
  arrives_next_day: z.boolean(),
  cabin: z.enum(CABINS),
  passengers: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
};
export const flightOrderLineSchema = z.object({ ...orderLineCommon, ...flightFields });

export const orderLineSchema = z.discriminatedUnion('kind', [
  stayOrderLineSchema,
  rentalOrderLineSchema,
  seatOrderLineSchema,
  tableOrderLineSchema,
  circuitOrderLineSchema,
  flightOrderLineSchema,
  voyageOrderLineSchema,
]);
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATES),
  locale: z.enum(LOCALES),
  /** The latest payment attempt, if any. */
  payment: z.nullable(z.object({ reference: z.string(), status: z.enum(ATTEMPT_STATES) })),
  refunds: z.array(
    z.object({
      amount_millimes: millimes,
      reason: z.enum(REFUND_REASONS),
      status: z.enum(REFUND_STATES),
      line_id: z.nullable(z.int()),
    }),
  ),
  total_millimes: millimes,
  currency: z.literal('TND'),
  hold_expires_at: z.string(),
  created_at: z.string(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

export const orderLineParamsSchema = z.object({
  reference: orderReferenceParamsSchema.shape.reference,
  line: z.coerce.number().check(z.int(), z.positive()),
});

/** `POST /orders/{reference}/payments` (with an `Idempotency-Key`): where to send the traveller. */
export const paymentResponseSchema = z.object({
  payment: z.object({
    reference: z.string(),
    status: z.enum(ATTEMPT_STATES),
    amount_millimes: millimes,
    redirect_url: z.nullable(z.string()),
  }),
});

/** A hotel's signed answer link, as its page sends it back. */
export const answerLinkSchema = z.object({
  line: z.coerce.number().check(z.int(), z.positive()),
  action: z.enum(['confirm', 'refuse']),
  expires: z.coerce.number().check(z.int(), z.positive()),
  sig: z.string().check(z.regex(/^[\w-]{20,100}$/)),
});

const answerCommon = {
  reference: z.string(),
  action: z.enum(['confirm', 'refuse']),
  status: z.enum(LINE_STATES),
  answer_by: z.nullable(z.string()),
  name: z.record(z.string(), z.string()),
  total_millimes: millimes,
};
export const answerViewSchema = z.discriminatedUnion('kind', [
  z.object({
    ...answerCommon,
    kind: z.enum(['hotel', 'maison']),
    arrival: z.string(),
    departure: z.string(),
    nights: z.int(),
    adults: z.int(),
    child_ages: z.array(z.int()),
    rooms: z.array(z.object({ name: z.record(z.string(), z.string()), board: z.enum(BOARD_BASES), quantity: z.int() })),
  }),
  z.object({ ...answerCommon, ...rentalFields }),
  z.object({ ...answerCommon, ...seatFields }),
  z.object({ ...answerCommon, ...tableFields }),
  z.object({ ...answerCommon, ...circuitFields }),
  z.object({ ...answerCommon, ...voyageFields }),
]);
export type AnswerView = z.infer<typeof answerViewSchema>;
export const answerResponseSchema = z.object({ answer: answerViewSchema });
