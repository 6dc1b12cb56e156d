import type { Kysely } from 'kysely';
import type { FlightOffer, FlightSearchQuery, FlightSearchResponse } from '../../../domain/contract/flights.ts';
import { arrival, fliesOn, flightSearchProblems } from '../../../domain/flights.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';

/**
 * Flights between two airports on a date (and back on another), from the timetable: the flights
 * that fly on that weekday, earliest first, priced for the cabin and the number of passengers.
 */
export async function searchFlights(
  db: Kysely<Database>,
  query: FlightSearchQuery,
  today: string,
): Promise<FlightSearchResponse> {
  const problems = flightSearchProblems(
    { from: query.from, to: query.to, date: query.date, returnDate: query.return ?? '', passengers: query.passengers },
    today,
  );
  if (problems.to === 'same_airports')
    throw new HttpError(400, 'same_airports', 'Departure and arrival airports must differ.');
  if (problems.date || problems.returnDate)
    throw new HttpError(400, 'invalid_dates', '"date" must be tomorrow or later, and "return" on or after it.');
  const known = await db.selectFrom('airports').select('iata').where('iata', 'in', [query.from, query.to]).execute();
  if (known.length < 2) throw notFound('airport_not_found', 'No airport with that IATA code.');

  const leg = async (from: string, to: string, date: string): Promise<FlightOffer[]> => {
    const rows = await db
      .selectFrom('flights')
      .selectAll()
      .where('from_iata', '=', from)
      .where('to_iata', '=', to)
      .orderBy('departs')
      .execute();
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
