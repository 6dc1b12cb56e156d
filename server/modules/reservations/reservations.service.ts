import type { Kysely } from 'kysely';
import type {
  CircuitReservation,
  Reservation,
  SeatReservation,
  StayReservation,
  TableReservation,
} from '../../../domain/contract/reservations.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import type { Authed } from '../../lib/operations.ts';
import {
  toCircuitReservation,
  toFlightReservation,
  toRentalReservation,
  toSeatReservation,
  toStayReservation,
  toTableReservation,
  toVoyageReservation,
} from './reservations.mappers.ts';
import { ReservationsRepository } from './reservations.repository.ts';

/**
 * The signed-in traveller's reservations for the dashboard and the offline wallet: only their own,
 * only recorded ones, newest first, each answer dated (`answered_at`) for « last confirmed at ».
 */
export class ReservationsService {
  private readonly repository: ReservationsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new ReservationsRepository(db);
  }

  /** `GET /dashbord/user/resarvationhotel`: hotel and guest-house stays under `reservation`. */
  async stays(auth: Authed) {
    const at = this.now();
    return { reservation: await this.stayReservations(auth, at), answered_at: at.toISOString() };
  }

  /**
   * `GET /dashbord/user/reservations`: every kind, each from its own list, the whole sorted by when
   * it was booked.
   */
  async all(auth: Authed) {
    const at = this.now();
    const today = tunisiaDateTime(at).slice(0, 10);
    const rentals = (await this.repository.rentalLines(auth.user.id)).map((row) => toRentalReservation(row, today));
    const reservations: Reservation[] = [
      ...(await this.stayReservations(auth, at)),
      ...rentals,
      ...(await this.seatReservations(auth, at)),
      ...(await this.tableReservations(auth, at)),
      ...(await this.circuitReservations(auth, at)),
      ...(await this.repository.flightLines(auth.user.id)).map((row) => toFlightReservation(row, today)),
      ...(await this.repository.voyageLines(auth.user.id)).map((row) => toVoyageReservation(row, today)),
    ];
    // Stable: lines of one order keep their order.
    reservations.sort((a, b) => b.booked_at.localeCompare(a.booked_at));
    return { reservations, answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationevents`: seats at events and places at activities under `reservation`. */
  async events(auth: Authed) {
    const at = this.now();
    return { reservation: await this.seatReservations(auth, at), answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationResterant`: tables at restaurants under `reservation`. */
  async restaurants(auth: Authed) {
    const at = this.now();
    return { reservation: await this.tableReservations(auth, at), answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationcircuit`: places on circuits under `Circuit`. */
  async circuits(auth: Authed) {
    const at = this.now();
    return { Circuit: await this.circuitReservations(auth, at), answered_at: at.toISOString() };
  }

  private async circuitReservations(auth: Authed, at: Date): Promise<CircuitReservation[]> {
    const today = tunisiaDateTime(at).slice(0, 10);
    return (await this.repository.circuitLines(auth.user.id)).map((row) => toCircuitReservation(row, today));
  }

  private async tableReservations(auth: Authed, at: Date): Promise<TableReservation[]> {
    const today = tunisiaDateTime(at).slice(0, 10);
    return (await this.repository.tableLines(auth.user.id)).map((row) => toTableReservation(row, today));
  }

  private async seatReservations(auth: Authed, at: Date): Promise<SeatReservation[]> {
    const today = tunisiaDateTime(at).slice(0, 10);
    return (await this.repository.seatLines(auth.user.id)).map((row) => toSeatReservation(row, today));
  }

  private async stayReservations(auth: Authed, at: Date): Promise<StayReservation[]> {
    const today = tunisiaDateTime(at).slice(0, 10);
    return (await this.repository.stayLines(auth.user.id)).map((row) => toStayReservation(row, today));
  }
}
