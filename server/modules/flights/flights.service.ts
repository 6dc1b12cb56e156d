import type { Kysely } from 'kysely';
import type { FlightSnapshot } from '../../../domain/booking/snapshots.ts';
import type {
  FlightOffer,
  FlightRoutesResponse,
  FlightSearchQuery,
  FlightSearchResponse,
} from '../../../domain/contract/flights.ts';
import type { FlightCheckoutLine } from '../../../domain/contract/orders.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import {
  airlineName,
  arrival,
  fliesOn,
  flightSearchProblems,
  type NearbyFlightDate,
  nearbyFlightDates,
  normalPassportNumber,
  PASSENGER_FIELDS,
} from '../../../domain/flights.ts';
import { LOCALES } from '../../../domain/locales.ts';
import { addDays } from '../../../domain/rental.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toAirport } from './flights.mappers.ts';
import { FlightsRepository } from './flights.repository.ts';

/** A flight line of the cart priced from the timetable as it is now: what checkout takes and keeps. */
export interface PricedFlight {
  total: number;
  snapshot: FlightSnapshot;
}

/** Airports and timetabled flights (flights.routes.ts declares the calls), and a ticket priced for checkout. */
export class FlightsService {
  private readonly flights: FlightsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.flights = new FlightsRepository(db);
  }

  async airports() {
    return { airports: (await this.flights.airports()).map(toAirport) };
  }

  /** The routes flown, for the search form: departures with a route, and where each leads. */
  async routes(): Promise<FlightRoutesResponse> {
    return { routes: (await this.flights.routes()).map((r) => ({ from: r.from_iata, to: r.to_iata })) };
  }

  /**
   * Flights between two airports on a date (and back on another), from the timetable: the flights
   * that fly on that weekday, earliest first, priced for the cabin and the number of passengers.
   * Dates are on Tunisia's calendar.
   */
  async search(query: FlightSearchQuery): Promise<FlightSearchResponse> {
    const today = tunisiaDateTime(this.clock()).slice(0, 10);
    const problems = flightSearchProblems(
      {
        from: query.from,
        to: query.to,
        date: query.date,
        returnDate: query.return ?? '',
        passengers: query.passengers,
      },
      today,
    );
    if (problems.to === 'same_airports')
      throw new HttpError(400, 'same_airports', 'Departure and arrival airports must differ.');
    if (problems.date || problems.returnDate)
      throw new HttpError(400, 'invalid_dates', '"date" must be tomorrow or later, and "return" on or after it.');
    const known = await this.flights.knownAirports([query.from, query.to]);
    if (known.length < 2) throw notFound('airport_not_found', 'No airport with that IATA code.');

    const fareOf = (f: { economy_millimes: number; business_millimes: number }) =>
      query.cabin === 'business' ? f.business_millimes : f.economy_millimes;
    const leg = async (
      from: string,
      to: string,
      date: string,
      bounds: { earliest: string; latest?: string | undefined },
    ): Promise<{ flights: FlightOffer[]; nearby: NearbyFlightDate[] }> => {
      const rows = await this.flights.timetable(from, to);
      const flights = rows
        .filter((f) => fliesOn(f.weekdays, date))
        .map((f) => {
          const lands = arrival(f.departs, f.duration_minutes);
          const fare = fareOf(f);
          return {
            number: f.number,
            airline: airlineName(f.number),
            from,
            to,
            date,
            departs: f.departs,
            arrives: lands.time,
            arrives_next_day: lands.nextDay,
            duration_minutes: f.duration_minutes,
            cabin: query.cabin,
            fare_millimes: fare,
            total_millimes: fare * query.passengers,
          };
        });
      const nearby =
        flights.length > 0
          ? []
          : nearbyFlightDates(
              rows.map((f) => ({ weekdays: f.weekdays, fare_millimes: fareOf(f) })),
              date,
              bounds,
            );
      return { flights, nearby };
    };
    const outbound = await leg(query.from, query.to, query.date, {
      earliest: addDays(today, 1),
      latest: query.return,
    });
    const inbound = query.return ? await leg(query.to, query.from, query.return, { earliest: query.date }) : null;
    return {
      outbound: outbound.flights,
      inbound: inbound ? inbound.flights : null,
      outbound_nearby: outbound.nearby,
      inbound_nearby: inbound ? inbound.nearby : null,
    };
  }

  /**
   * One flight of a checkout, priced from the timetable as it is now: 409 `offer_passed` for a day
   * before tomorrow, 404 `flight_not_found` for a number that does not fly that day, 400
   * `invalid_fields` naming the passengers whose names are not as on a passport.
   */
  async price(line: FlightCheckoutLine, index: number): Promise<PricedFlight> {
    const today = tunisiaDateTime(this.clock()).slice(0, 10);
    if (line.date <= today)
      throw new HttpError(409, 'offer_passed', 'Flights are booked from tomorrow on.', { line: index });
    const flight = await this.flights.byNumber(line.number);
    if (!flight || !fliesOn(flight.weekdays, line.date))
      throw notFound('flight_not_found', 'No flight with this number on this day.');
    const problems = line.passengers.flatMap((p, passenger) =>
      (Object.keys(PASSENGER_FIELDS) as (keyof typeof PASSENGER_FIELDS)[]).flatMap((field) => {
        const problem = PASSENGER_FIELDS[field](p[field] ?? '');
        return problem ? [{ passenger, field, problem }] : [];
      }),
    );
    if (problems.length > 0)
      throw new HttpError(400, 'invalid_fields', 'Some names are not as on a passport.', {
        line: index,
        passengers: problems,
      });
    const fare = line.cabin === 'business' ? flight.business_millimes : flight.economy_millimes;
    const lands = arrival(flight.departs, flight.duration_minutes);
    const from = await this.flights.airport(flight.from_iata);
    const name = `${flight.number} · ${flight.from_iata} → ${flight.to_iata}`;
    return {
      total: fare * line.passengers.length,
      snapshot: {
        listing_id: flight.id,
        name: Object.fromEntries(LOCALES.map((l) => [l, name])),
        address: from ? (JSON.parse(from.name) as Record<string, string>) : {},
        phone: null,
        email: null,
        flight: {
          number: flight.number,
          from: flight.from_iata,
          to: flight.to_iata,
          date: line.date,
          departs: flight.departs,
          arrives: lands.time,
          arrives_next_day: lands.nextDay,
          cabin: line.cabin,
          passengers: line.passengers.map((p) => ({
            first_name: p.first_name.trim().toUpperCase(),
            last_name: p.last_name.trim().toUpperCase(),
            passport: normalPassportNumber(p.passport ?? ''),
          })),
          fare_millimes: fare,
        },
      },
    };
  }
}
