import type { Kysely } from 'kysely';
import type { Reservation } from '../../../domain/contract/reservations.ts';
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
 * Each family of reservations: its recorded lines (one query on the shared base,
 * reservations.repository.ts) and the reservation each line becomes. A new kind adds its family
 * here, or joins one.
 */
const LISTS = {
  stays: { lines: (r: ReservationsRepository, user: number) => r.stayLines(user), to: toStayReservation },
  rentals: { lines: (r: ReservationsRepository, user: number) => r.rentalLines(user), to: toRentalReservation },
  seats: { lines: (r: ReservationsRepository, user: number) => r.seatLines(user), to: toSeatReservation },
  tables: { lines: (r: ReservationsRepository, user: number) => r.tableLines(user), to: toTableReservation },
  circuits: { lines: (r: ReservationsRepository, user: number) => r.circuitLines(user), to: toCircuitReservation },
  flights: { lines: (r: ReservationsRepository, user: number) => r.flightLines(user), to: toFlightReservation },
  voyages: { lines: (r: ReservationsRepository, user: number) => r.voyageLines(user), to: toVoyageReservation },
};
type Lists = typeof LISTS;
type ReservationOf<L extends keyof Lists> = ReturnType<Lists[L]['to']>;

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
    return { reservation: await this.list('stays', auth, at), answered_at: at.toISOString() };
  }

  /**
   * `GET /dashbord/user/reservations`: every kind, each from its own list, the whole sorted by when
   * it was booked.
   */
  async all(auth: Authed) {
    const at = this.now();
    const reservations: Reservation[] = [];
    for (const name of Object.keys(LISTS) as (keyof Lists)[]) reservations.push(...(await this.list(name, auth, at)));
    // Stable: lines of one order keep their order.
    reservations.sort((a, b) => b.booked_at.localeCompare(a.booked_at));
    return { reservations, answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationevents`: seats at events and places at activities under `reservation`. */
  async events(auth: Authed) {
    const at = this.now();
    return { reservation: await this.list('seats', auth, at), answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationResterant`: tables at restaurants under `reservation`. */
  async restaurants(auth: Authed) {
    const at = this.now();
    return { reservation: await this.list('tables', auth, at), answered_at: at.toISOString() };
  }

  /** `GET /dashbord/user/resarvationcircuit`: places on circuits under `Circuit`. */
  async circuits(auth: Authed) {
    const at = this.now();
    return { Circuit: await this.list('circuits', auth, at), answered_at: at.toISOString() };
  }

  private async list<L extends keyof Lists>(name: L, auth: Authed, at: Date): Promise<ReservationOf<L>[]> {
    const today = tunisiaDateTime(at).slice(0, 10);
    const { lines, to } = LISTS[name] as unknown as {
      lines: (r: ReservationsRepository, user: number) => Promise<unknown[]>;
      to: (row: unknown, today: string) => ReservationOf<L>;
    };
    return (await lines(this.repository, auth.user.id)).map((row) => to(row, today));
  }
}
