import type { Kysely } from 'kysely';
import type { RentalKind } from '../../../domain/booking/kinds.ts';
import type { RentalSnapshot } from '../../../domain/booking/snapshots.ts';
import { MAX_RENTAL_DAYS } from '../../../domain/contract/catalogue.ts';
import { daysInclusive, tunisiaDateTime } from '../../../domain/dates.ts';
import { addDays, dailyPrice, rentalDays, rentalProblems, rentalTotal } from '../../../domain/rental.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { VehiclesRepository } from '../vehicles/vehicles.repository.ts';
import { type BookingAdapter, type RentalCheckoutLine, snapshotOf } from './booking-adapter.ts';
import { day, dinars, localized } from './mail-format.ts';
import { RENTAL_TEXTS } from './rental-texts.ts';

/** A vehicle is one unit: rented or not, day by day (`room_nights`, key `whole`). */
export const WHOLE = 'whole';
const toMillimes = (dinars: number) => Math.round(dinars * 1000);

/**
 * Renting a car or a bus (spec §7): paid at pickup, so recorded at once as a request to the
 * renter; its days, the return day included, are [from, to + 1). Its refusals are written in
 * the traveller's language: the spec's page shows them as they come.
 */
export function rentalAdapter<K extends RentalKind>(kind: K, db: Kysely<Database>, now: () => Date): BookingAdapter<K> {
  const vehicles = new VehiclesRepository(db);
  return {
    async price(line, index) {
      const r = line as RentalCheckoutLine;
      const t = RENTAL_TEXTS[r.locale];
      const today = tunisiaDateTime(now()).slice(0, 10);
      const problems = rentalProblems({ from: r.from, to: r.to, pickup: r.pickup, dropoff: r.dropoff }, today);
      if (Object.keys(problems).length > 0 || daysInclusive(r.from, r.to) > MAX_RENTAL_DAYS)
        throw new HttpError(400, 'invalid_fields', t.invalid, { fields: problems });
      const vehicle = await vehicles.forRental(kind === 'vehicle' ? 'car' : 'bus', r.vehicle_id);
      if (!vehicle) throw new HttpError(404, 'vehicle_not_found', t.notFound);
      const days = rentalDays(r.from, r.to);
      const prices = (JSON.parse(vehicle.prices) as { from_days: number; price_millimes: number }[]).map((p) => ({
        from_days: p.from_days,
        price: p.price_millimes / 1000,
      }));
      const price = dailyPrice(prices, days);
      const total = rentalTotal(price, days);
      if (r.price !== price || r.total !== total)
        throw new HttpError(409, 'price_changed', t.priceChanged(`${total} DT`), { price, total });
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
          from: r.from,
          to: r.to,
          days,
          pickup: r.pickup.trim(),
          dropoff: r.dropoff.trim(),
          daily_price_millimes: toMillimes(price),
        },
      };
      return {
        index,
        kind,
        slug: vehicle.registration_number,
        arrival: r.from,
        // The day after the return: the days taken are the nights of [arrival, departure).
        departure: addDays(r.to, 1),
        units: [{ key: WHOLE, quantity: 1, count: 1 }],
        rooms: [{ room: WHOLE, quantity: 1 }],
        total: toMillimes(total),
        seen: toMillimes(total),
        snapshot,
        gone: () => new HttpError(409, 'vehicle_unavailable', t.taken),
      };
    },
    unitCount: async () => 1,
    // Paid at pickup: nothing paid online, nothing kept.
    cancellationFee: () => 0,
    orderLine(line, common) {
      const snapshot = snapshotOf<RentalSnapshot>(line);
      return {
        ...common,
        kind,
        listing_id: snapshot.listing_id,
        name: snapshot.name,
        agency: snapshot.agency,
        vehicle: snapshot.vehicle,
        ...snapshot.rental,
      };
    },
    answerView(line, common) {
      const snapshot = snapshotOf<RentalSnapshot>(line);
      return { ...common, kind, name: snapshot.name, vehicle: snapshot.vehicle, ...snapshot.rental };
    },
    mail: {
      details(line, t, locale) {
        const { vehicle, rental, name, agency } = snapshotOf<RentalSnapshot>(line);
        return [
          `${localized(name, locale)} (${vehicle.marque} ${vehicle.model}, ${vehicle.registration_number})`,
          localized(agency, locale),
          `${day(rental.from, locale)} → ${day(rental.to, locale)} (${t.rental.days(rental.days)})`,
          `${t.rental.pickup}: ${rental.pickup}`,
          `${t.rental.dropoff}: ${rental.dropoff}`,
          `${t.total}: ${dinars(line.total_millimes, locale)} (${t.rental.payAtPickup})`,
        ];
      },
      span(line) {
        const { rental } = snapshotOf<RentalSnapshot>(line);
        return `${rental.from} → ${rental.to}`;
      },
      answerer: (line, locale) => localized(snapshotOf(line).name, locale),
      freed: 'vehicle',
      paidAtPickup: true,
    },
  };
}
