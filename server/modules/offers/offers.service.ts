import type { Kysely } from 'kysely';
import { OFFER_KINDS, type SpecialOffer } from '../../../domain/contract/catalogue.ts';
import { datedStatus, tunisiaDateTime } from '../../../domain/dates.ts';
import type { Database } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { OffersRepository } from './offers.repository.ts';

export interface OffersQuery {
  kind?: SpecialOffer['kind'] | undefined;
  listing_id?: number | undefined;
  destination_id?: number | undefined;
}

/** Special offers of hotels, restaurants and guest houses (offers.routes.ts declares the call). */
export class OffersService {
  private readonly repository: OffersRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repository = new OffersRepository(db);
  }

  /**
   * Offers valid today or later, those valid now first: all of them, one kind's, one listing's
   * (a detail page) or one destination's.
   */
  async offers(query: OffersQuery) {
    const now = tunisiaDateTime(this.clock());
    const today = now.slice(0, 10);
    const rows = await this.repository.validFrom(today, { kind: query.kind, listingId: query.listing_id });
    const listings = new Map<
      string,
      { id: number; slug: string; name: string; cover: string; destination_id: number }
    >();
    for (const kind of OFFER_KINDS) {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.listing_id);
      if (ids.length === 0) continue;
      for (const l of await this.repository.listings(kind, ids)) listings.set(`${kind}:${l.id}`, l);
    }
    const offers = rows.flatMap((r) => {
      const l = listings.get(`${r.kind}:${r.listing_id}`);
      if (!l || (query.destination_id !== undefined && l.destination_id !== query.destination_id)) return [];
      return [
        {
          id: r.id,
          kind: r.kind,
          ...flattenLocalized('title', r.title),
          ...flattenLocalized('description', r.description),
          discount_percent: r.discount_percent,
          start_date: r.start_date,
          end_date: r.end_date,
          status: datedStatus(r.start_date, r.end_date, now) as 'in_progress' | 'upcoming',
          listing: {
            id: l.id,
            slug: l.slug,
            ...flattenLocalized('name', l.name),
            cover: l.cover,
            destination_id: l.destination_id,
          },
        },
      ];
    });
    return { offers: offers.sort((a, b) => (a.status === b.status ? 0 : a.status === 'in_progress' ? -1 : 1)) };
  }
}
