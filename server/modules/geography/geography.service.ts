import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import { toCity, toDestination, toState } from './geography.mappers.ts';
import { GeographyRepository } from './geography.repository.ts';

export type GeographyList = 'states' | 'alldestinations' | 'city';

/** The place lists of the API, serialized once and cached; used by the API and the page renderer. */
export class GeographyService {
  private readonly lists: Record<GeographyList, () => Promise<unknown>>;

  constructor(
    db: Kysely<Database>,
    private readonly cache: ResponseCache,
  ) {
    const repo = new GeographyRepository(db);
    this.lists = {
      states: async () => ({ states: (await repo.states()).map(toState) }),
      alldestinations: async () => ({ destinations: (await repo.destinations()).map(toDestination) }),
      city: async () => ({ cities: (await repo.cities()).map(toCity) }),
    };
  }

  list(name: GeographyList): Promise<CachedJson> {
    return this.cache.get(name, this.lists[name]);
  }
}
