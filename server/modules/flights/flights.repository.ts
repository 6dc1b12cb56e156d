import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The flights' SQL: airports and the timetable. */
export class FlightsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  airports() {
    return this.db.selectFrom('airports').selectAll().orderBy('id').execute();
  }

  /** Which of these IATA codes are known airports. */
  knownAirports(iata: string[]) {
    return this.db.selectFrom('airports').select('iata').where('iata', 'in', iata).execute();
  }

  byNumber(number: string) {
    return this.db.selectFrom('flights').selectAll().where('number', '=', number).executeTakeFirst();
  }

  airport(iata: string) {
    return this.db.selectFrom('airports').select(['name', 'lat', 'lng']).where('iata', '=', iata).executeTakeFirst();
  }

  /** Every pair of airports with at least one flight, one way. */
  routes() {
    return this.db
      .selectFrom('flights')
      .select(['from_iata', 'to_iata'])
      .distinct()
      .orderBy('from_iata')
      .orderBy('to_iata')
      .execute();
  }

  /** The timetabled flights from one airport to another, earliest departure first. */
  timetable(from: string, to: string) {
    return this.db
      .selectFrom('flights')
      .selectAll()
      .where('from_iata', '=', from)
      .where('to_iata', '=', to)
      .orderBy('departs')
      .execute();
  }
}
