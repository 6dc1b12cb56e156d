import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class GeographyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  states() {
    return this.db.selectFrom('states').selectAll().orderBy('id').execute();
  }

  destinations() {
    return this.db.selectFrom('destinations').selectAll().orderBy('id').execute();
  }

  cities() {
    return this.db.selectFrom('cities').selectAll().orderBy('id').execute();
  }

  /** A governorate by numeric id or by slug, as the `{state}` path segment may carry either. */
  findState(idOrSlug: string) {
    const q = this.db.selectFrom('states').selectAll();
    return /^\d+$/.test(idOrSlug)
      ? q.where('id', '=', Number(idOrSlug)).executeTakeFirst()
      : q.where('slug', '=', idOrSlug.toLowerCase()).executeTakeFirst();
  }

  /** The city, destination and governorate of an item, for detail answers. */
  async placesOf(item: { city_id: number; destination_id: number }) {
    const [city, destination, state] = await Promise.all([
      this.db.selectFrom('cities').selectAll().where('id', '=', item.city_id).executeTakeFirstOrThrow(),
      this.db.selectFrom('destinations').selectAll().where('id', '=', item.destination_id).executeTakeFirstOrThrow(),
      this.db
        .selectFrom('states')
        .innerJoin('destinations', 'destinations.state_id', 'states.id')
        .selectAll('states')
        .where('destinations.id', '=', item.destination_id)
        .executeTakeFirstOrThrow(),
    ]);
    return { city, destination, state };
  }
}
