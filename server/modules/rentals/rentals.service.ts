import { randomUUID } from 'node:crypto';
import type { RentalKind } from '../../../domain/booking/kinds.ts';
import type { RentalReservationResponse } from '../../../domain/contract/rentals.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/locales.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Authed } from '../../lib/operations.ts';
import { RENTAL_TEXTS } from '../bookings/rental-texts.ts';
import type { OrdersService } from '../orders/orders.service.ts';

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

/**
 * Renting a car or a bus (issue 26, spec §7): the spec's two POSTs, answered in its words, over
 * the one checkout (a one-line order of a rental kind, bookings/rental.ts). Nothing is paid
 * online, so the order is `requested` at once and its line waits for the renter's answer through
 * the same signed e-mail links as hotels; two requests for the same vehicle and days, exactly
 * one wins.
 */
export class RentalsService {
  constructor(private readonly orders: OrdersService) {}

  /** `POST /vehicles/reservations` and `POST /bus/reservations`. */
  async reserve(
    auth: Authed,
    kind: RentalKind,
    request: RentalRequest,
    language: string | undefined,
    key: string | undefined,
  ): Promise<RentalReservationResponse> {
    const locale = localeOf(language);
    const line = {
      kind,
      vehicle_id: request.vehicleId,
      from: request.from,
      to: request.to,
      pickup: request.ramassage,
      dropoff: request.distribution,
      price: request.price,
      total: request.total,
      locale,
    };
    // The spec's page sends no key: each request is then a request of its own.
    const { order } = await this.orders.checkout(auth, [line], key ?? randomUUID(), locale);
    const booked = order.lines[0]!;
    if (booked.kind !== kind)
      throw new HttpError(409, 'idempotency_key_reused', 'This Idempotency-Key was sent with another booking.');
    return {
      message: RENTAL_TEXTS[locale].success,
      reservation: {
        reference: order.reference,
        status: booked.status,
        from: booked.from,
        to: booked.to,
        days: booked.days,
        price: booked.daily_price_millimes / 1000,
        total: order.total_millimes / 1000,
      },
    };
  }
}

/** The traveller's language, as the page says it (`Accept-Language`), else French. */
function localeOf(language: string | undefined): Locale {
  const first = language?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
