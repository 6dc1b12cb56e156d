import type { Kysely } from 'kysely';
import { SEARCH_GROUP_SIZE, SEARCH_KINDS, type SearchKind } from '../../../domain/contract/catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { SearchRepository } from './search.repository.ts';

/** The search across the catalogue (search.routes.ts declares the call). */
export class SearchService {
  private readonly repository: SearchRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new SearchRepository(db);
  }

  /** The search screen: for each kind, how many items match `q` and the first few, in catalogue order. */
  async search(q: string) {
    const nameColumn: Record<SearchKind, 'name' | 'title'> = {
      hotels: 'name',
      restaurants: 'name',
      maisons: 'name',
      events: 'title',
      activities: 'title',
      museums: 'name',
      monuments: 'name',
      festivals: 'name',
      agencies: 'name',
      videos: 'name',
    };
    const groups = await Promise.all(
      SEARCH_KINDS.map(async (kind) => {
        const { total, rows } = await this.repository.firstMatches(kind, nameColumn[kind], q, SEARCH_GROUP_SIZE);
        const data = rows.map((r) => ({ id: r.id, slug: r.slug, ...flattenLocalized('name', r.name), cover: r.cover }));
        return [kind, { total, data }] as const;
      }),
    );
    return { results: Object.fromEntries(groups) };
  }
}
