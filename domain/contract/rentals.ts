import * as z from 'zod/mini';
import { LINE_STATES } from '../booking/states.ts';
import { isRealDate } from '../dates.ts';

/**
 * Renting a car or a bus (spec §7): `POST /vehicles/reservations` with `vehicle_id`, and
 * `POST /bus/reservations` with `bus_id`, a bearer token, and exactly the spec's body. Dates are
 * whole days, `to` included; `price` is the day price and `total` the rental's total in dinars as
 * the page showed them (spec §9: price × days, rounded up): the server computes both again.
 */
const date = z.string().check(z.regex(/^\d{4}-\d\d-\d\d$/), z.refine(isRealDate));
const place = z.string().check(z.maxLength(120));
const dinars = z.number().check(z.nonnegative());
const id = z.int().check(z.positive());

const rentalBody = { from: date, to: date, ramassage: place, distribution: place, price: dinars, total: dinars };
export const vehicleReservationBodySchema = z.object({ ...rentalBody, vehicle_id: id });
export const busReservationBodySchema = z.object({ ...rentalBody, bus_id: id });
export type VehicleReservationBody = z.infer<typeof vehicleReservationBodySchema>;
export type BusReservationBody = z.infer<typeof busReservationBodySchema>;

/** 201: the request is recorded and sent to the renter; `message` is what the toast says, in the traveller's language. */
export const rentalReservationResponseSchema = z.object({
  message: z.string(),
  reservation: z.object({
    reference: z.string(),
    /** `pending_provider` until the renter answers. */
    status: z.enum(LINE_STATES),
    from: z.string(),
    to: z.string(),
    days: z.int(),
    price: dinars,
    total: dinars,
  }),
});
export type RentalReservationResponse = z.infer<typeof rentalReservationResponseSchema>;
