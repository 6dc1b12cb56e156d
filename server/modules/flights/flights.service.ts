import type { Kysely } from 'kysely';
import type { FlightOffer, FlightSearchQuery, FlightSearchResponse } from '../../../domain/contract/flights.ts';
import { tunisiaDateTime } from '../../../domain/dates.ts';
import { arrival, fliesOn, flightSearchProblems } from '../../../domain/flights.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { toAirport } from './flights.mappers.ts';
import { FlightsRepository } from './flights.repository.ts';

/** Airports and timetabled flights (flights.routes.ts declares the calls). */
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

    const leg = async (from: string, to: string, date: string): Promise<FlightOffer[]> => {
      const rows = await this.flights.timetable(from, to);
      return rows
        .filter((f) => fliesOn(f.weekdays, date))
        .map((f) => {
          const lands = arrival(f.departs, f.duration_minutes);
          const fare = query.cabin === 'business' ? f.business_millimes : f.economy_millimes;
          return {
            number: f.number,
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
    };
    return {
      outbound: await leg(query.from, query.to, query.date),
      inbound: query.return ? await leg(query.to, query.from, query.return) : null,
    };
  }
}
