import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { answerDeadline } from '../../../domain/booking/deadlines.ts';
import type { RentalKind } from '../../../domain/booking/kinds.ts';
import { MAX_RENTAL_DAYS } from '../../../domain/contract/catalogue.ts';
import type { RentalReservationResponse } from '../../../domain/contract/rentals.ts';
import { daysInclusive, tunisiaDateTime } from '../../../domain/dates.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales.ts';
import { addDays, dailyPrice, rentalDays, rentalProblems, rentalTotal } from '../../../domain/rental.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import type { OrderMails } from '../orders/order-mails.ts';
import type { RentalSnapshot } from '../orders/orders.mappers.ts';
import { OrdersRepository } from '../orders/orders.repository.ts';
import { newReference } from '../orders/orders.service.ts';
import { RENTAL_TEXTS } from './rental-texts.ts';

/** The spec's body, whichever id it names the vehicle with. */
export interface RentalRequest {
  from: string;
  to: string;
  ramassage: string;
  distribution: string;
  price: number;
  total: number;
  vehicleId: number;
}

/** A vehicle is one unit: rented or not, day by day (`room_nights`, key `whole`). */
const WHOLE = 'whole';
const IDEMPOTENCY_KEY = /^[\w-]{8,120}$/;
const toMillimes = (dinars: number) => Math.round(dinars * 1000);

/**
 * Renting a car or a bus (issue 26, spec §7): a one-line order in the same tables as every
 * booking, outside the cart. Nothing is paid online (the renter is paid at pickup), so the order
 * is `requested` at once and its line waits for the renter's answer through the same signed
 * e-mail links as hotels. The days, `to` included, are taken in the same transaction: two requests
 * for the same vehicle and days, exactly one wins.
 */
export class RentalsService {
  private readonly orders: OrdersRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { now?: () => Date; mails?: OrderMails; afterCommit?: () => void } = {},
  ) {
    this.orders = new OrdersRepository(db);
  }

  private now() {
    return (this.options.now ?? (() => new Date()))();
  }

  /** `POST /vehicles/reservations` and `POST /bus/reservations`. */
  async reserve(
    auth: Authed,
    kind: RentalKind,
    request: RentalRequest,
    language: string | undefined,
    key: string | undefined,
  ): Promise<RentalReservationResponse> {
    const locale = localeOf(language);
    const t = RENTAL_TEXTS[locale];
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      throw new HttpError(400, 'idempotency_key_required', 'An Idempotency-Key is 8 to 120 letters, digits, - or _.');
    if (key) {
      const replay = await this.orders.byKey(auth.user.id, key);
      if (replay) return this.answer(replay.reference, t.success);
    }
    const at = this.now();
    const today = tunisiaDateTime(at).slice(0, 10);
    const draft = { from: request.from, to: request.to, pickup: request.ramassage, dropoff: request.distribution };
    const problems = rentalProblems(draft, today);
    if (Object.keys(problems).length > 0 || daysInclusive(request.from, request.to) > MAX_RENTAL_DAYS)
      throw new HttpError(400, 'invalid_fields', t.invalid, { fields: problems });

    const vehicle = await this.vehicleFor(kind, request.vehicleId);
    if (!vehicle) throw new HttpError(404, 'vehicle_not_found', t.notFound);

    const days = rentalDays(request.from, request.to);
    const prices = (JSON.parse(vehicle.prices) as { from_days: number; price_millimes: number }[]).map((p) => ({
      from_days: p.from_days,
      price: p.price_millimes / 1000,
    }));
    const price = dailyPrice(prices, days);
    const total = rentalTotal(price, days);
    if (request.price !== price || request.total !== total)
      throw new HttpError(409, 'price_changed', t.priceChanged(`${total} DT`), { price, total });

    const reference = newReference();
    const rented = Array.from({ length: daysInclusive(request.from, request.to) }, (_, i) => addDays(request.from, i));
    const snapshot: RentalSnapshot = {
      listing_id: vehicle.id,
      name: JSON.parse(vehicle.title),
      agency: JSON.parse(vehicle.agency),
      address: JSON.parse(vehicle.address),
      phone: vehicle.phone || null,
      email: vehicle.email,
      vehicle: {
        marque: vehicle.marque,
        model: vehicle.model,
        registration_number: vehicle.registration_number,
        photo: vehicle.photo,
        seats: vehicle.seats,
      },
      rental: {
        from: request.from,
        to: request.to,
        days,
        pickup: request.ramassage.trim(),
        dropoff: request.distribution.trim(),
        daily_price_millimes: toMillimes(price),
      },
    };
    try {
      await this.record(auth, {
        kind,
        reference,
        locale,
        key,
        at,
        rented,
        snapshot,
        total,
        unitSlug: vehicle.registration_number,
        taken: t.taken,
      });
    } catch (error) {
      // The same key twice at once: the second order breaks the key's uniqueness.
      const winner = key ? await this.orders.byKey(auth.user.id, key) : undefined;
      if (winner) return this.answer(winner.reference, t.success);
      throw error;
    }
    this.options.afterCommit?.();
    return this.answer(reference, t.success);
  }

  /** The vehicle of that kind with its renter (its agency), as it is now. */
  private vehicleFor(kind: RentalKind, id: number) {
    return this.db
      .selectFrom('vehicles')
      .innerJoin('agencies', 'agencies.id', 'vehicles.agency_id')
      .select([
        'vehicles.id',
        'vehicles.registration_number',
        'vehicles.title',
        'vehicles.marque',
        'vehicles.model',
        'vehicles.photo',
        'vehicles.seats',
        'vehicles.prices',
        'agencies.name as agency',
        'agencies.address',
        'agencies.phone',
        'agencies.email',
      ])
      .where('vehicles.id', '=', id)
      .where('vehicles.kind', '=', kind === 'vehicle' ? 'car' : 'bus')
      .executeTakeFirst();
  }

  /**
   * In one transaction: the order (`requested`), the days taken (or 409 and nothing written), the
   * line awaiting the renter with its deadline, their events, and the e-mails to the traveller and
   * the renter.
   */
  private async record(
    auth: Authed,
    r: {
      kind: RentalKind;
      reference: string;
      locale: Locale;
      key: string | undefined;
      at: Date;
      rented: string[];
      snapshot: RentalSnapshot;
      total: number;
      unitSlug: string;
      taken: string;
    },
  ) {
    const stamp = r.at.toISOString();
    const { from, to } = r.snapshot.rental;
    await this.orders.transaction(async (trx) => {
      const orderId = await this.orders.insertOrder(trx, {
        reference: r.reference,
        user_id: auth.user.id,
        status: 'requested',
        total_millimes: toMillimes(r.total),
        // Nothing is held for payment: the request is recorded at once.
        hold_expires_at: stamp,
        idempotency_key: r.key ?? randomUUID(),
        locale: r.locale,
        created_at: stamp,
        updated_at: stamp,
      });
      const unit = { kind: r.kind, slug: r.unitSlug, key: WHOLE, count: 1 };
      if (!(await this.orders.takeRooms(trx, unit, r.rented, 1)))
        throw new HttpError(409, 'vehicle_unavailable', r.taken);
      const answerBy = answerDeadline(r.at, from).toISOString();
      const line = {
        order_id: orderId,
        kind: r.kind,
        listing_slug: r.unitSlug,
        status: 'pending_provider' as const,
        arrival: from,
        // The day after the return: the days taken are the nights of [arrival, departure).
        departure: addDays(to, 1),
        total_millimes: toMillimes(r.total),
        rooms: JSON.stringify([{ room: WHOLE, quantity: 1 }]),
        snapshot: JSON.stringify(r.snapshot),
        answer_by: answerBy,
      };
      const lineId = await this.orders.insertLine(trx, line);
      await this.orders.event(trx, {
        order_id: orderId,
        line_id: lineId,
        type: 'line_awaiting_provider',
        to: 'pending_provider',
        data: { answer_by: answerBy },
        at: stamp,
      });
      await this.orders.event(trx, { order_id: orderId, type: 'order_requested', to: 'requested', at: stamp });
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      const user = {
        email: auth.user.email,
        first_name: auth.user.first_name,
        last_name: auth.user.last_name,
        phone: auth.user.phone,
      };
      await this.options.mails?.requested(trx, order, user, [{ ...line, id: lineId }], stamp);
    });
  }

  private async answer(reference: string, message: string): Promise<RentalReservationResponse> {
    const found = (await this.orders.byReference(reference))!;
    const line = found.lines[0]!;
    const { rental } = JSON.parse(line.snapshot) as RentalSnapshot;
    return {
      message,
      reservation: {
        reference,
        status: line.status,
        from: rental.from,
        to: rental.to,
        days: rental.days,
        price: rental.daily_price_millimes / 1000,
        total: found.order.total_millimes / 1000,
      },
    };
  }
}

/** The traveller's language, as the page says it (`Accept-Language`), else French. */
function localeOf(language: string | undefined): Locale {
  const first = language?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
