import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BookingAdapters } from './booking-adapter.ts';
import { circuitAdapter } from './circuit.ts';
import { flightAdapter } from './flight.ts';
import { rentalAdapter } from './rental.ts';
import { seatsAdapter } from './seats.ts';
import { stayAdapter } from './stay.ts';
import { tableAdapter } from './table.ts';
import { voyageAdapter } from './voyage.ts';

/**
 * Every bookable kind's adapter (domain/booking/kinds.ts lists the kinds): the one place the
 * pipeline learns what differs by kind. A kind missing here does not compile.
 */
export function bookingAdapters(db: Kysely<Database>, now: () => Date): BookingAdapters {
  return {
    hotel: stayAdapter('hotel', db, now),
    maison: stayAdapter('maison', db, now),
    restaurant: tableAdapter(db, now),
    event: seatsAdapter('event', db, now),
    activity: seatsAdapter('activity', db, now),
    flight: flightAdapter(db, now),
    vehicle: rentalAdapter('vehicle', db, now),
    bus: rentalAdapter('bus', db, now),
    circuit: circuitAdapter(db, now),
    voyage: voyageAdapter(db, now),
  };
}
