import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { cachedAnswer } from '../../lib/operations.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
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

  constructor(
    db: Kysely<Database>,
    private readonly cache: ResponseCache,
  ) {
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

  /** The page renderer's copy of `GET /{name}`: a cached answer. */
  list(name: GeographyList): Promise<CachedJson> {
    const read = { states: () => this.states(), alldestinations: () => this.destinations(), city: () => this.cities() };
    return cachedAnswer(this.cache, `/${name}`, { origin: '', query: {}, params: {} }, read[name]);
  }
}
