import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { toCity, toDestination, toState } from './geography.mappers.ts';
import { GeographyRepository } from './geography.repository.ts';

/** A governorate's id from the `{state}` path segment (id or slug); 404 when there is none. */
export async function stateIdOf(places: GeographyRepository, idOrSlug: string): Promise<number> {
  const state = await places.findState(idOrSlug);
  if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
  return state.id;
}

export type GeographyList = 'states' | 'alldestinations' | 'city';

/** The place lists of the API (geography.routes.ts declares the calls). */
export class GeographyService {
  private readonly places: GeographyRepository;

  constructor(db: Kysely<Database>) {
    this.places = new GeographyRepository(db);
  }

  async states() {
    return { states: (await this.places.states()).map(toState) };
  }

  async destinations() {
    return { destinations: (await this.places.destinations()).map(toDestination) };
  }

  async cities() {
    return { cities: (await this.places.cities()).map(toCity) };
  }
}
