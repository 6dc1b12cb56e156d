import type { Kysely } from 'kysely';
import type { SpecialOffer } from '../../../domain/contract/catalogue.ts';
import type { Database } from '../../db/schema.ts';

const TABLES = { hotel: 'hotels', restaurant: 'restaurants', maison: 'maisons' } as const;

/** The special offers' SQL: the offers, and the listings they are for. */
export class OffersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Offers ending today or later, by start date; of one kind or one listing when asked. */
  validFrom(today: string, filter: { kind?: SpecialOffer['kind'] | undefined; listingId?: number | undefined }) {
    let q = this.db.selectFrom('special_offers').selectAll().where('end_date', '>=', today);
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    if (filter.listingId !== undefined) q = q.where('listing_id', '=', filter.listingId);
    return q.orderBy('start_date').orderBy('id').execute();
  }

  /** The listings of one kind, by id: what an offer shows of its listing. */
  listings(kind: SpecialOffer['kind'], ids: number[]) {
    return this.db
      .selectFrom(TABLES[kind])
      .select(['id', 'slug', 'name', 'cover', 'destination_id'])
      .where('id', 'in', ids)
      .execute();
  }
}
