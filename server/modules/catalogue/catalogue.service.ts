import type { Kysely } from 'kysely';
import type { PartnerSlug } from '../../../domain/constants.ts';
import {
  OFFER_KINDS,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchKind,
  type SpecialOffer,
} from '../../../domain/contract/catalogue.ts';
import { datedStatus, tunisiaDateTime } from '../../../domain/dates.ts';
import { ListingQuery } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import type { ActivitiesService } from '../activities/activities.service.ts';
import type { AgenciesService } from '../agencies/agencies.service.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { BlogService, PostsQuery } from '../blog/blog.service.ts';
import type { CategoriesService, CategoryFamily } from '../categories/categories.service.ts';
import type { CircuitsService } from '../circuits/circuits.service.ts';
import type { DirectoriesService } from '../directories/directories.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { GuidesService } from '../guides/guides.service.ts';
import type { HeritageService } from '../heritage/heritage.service.ts';
import type { MaisonsService } from '../maisons/maisons.service.ts';
import type { VideosQuery, VideosService } from '../videos/videos.service.ts';

/** The modules split out of the catalogue, whose answers the page renderer asks of it. */
export interface CatalogueFamilies {
  blog: BlogService;
  directories: DirectoriesService;
  maisons: MaisonsService;
  events: EventsService;
  activities: ActivitiesService;
  heritage: HeritageService;
  guides: GuidesService;
  circuits: CircuitsService;
  agencies: AgenciesService;
  categories: CategoriesService;
  videos: VideosService;
  banners: BannersService;
}

/**
 * What spans the catalogue: the search across every kind and the special offers. It also hands the
 * page renderer (server/modules/pages) the answers of the modules split out of it, as it read them
 * here before; once the renderer asks those modules, these pass-throughs go.
 */
export class CatalogueService {
  private readonly q: ListingQuery;

  constructor(
    private readonly db: Kysely<Database>,
    /** The resources that have their own module: the page renderer still reads them through here. */
    private readonly families: CatalogueFamilies,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.q = new ListingQuery(db);
  }

  private now() {
    return tunisiaDateTime(this.clock());
  }

  maison(id: number) {
    return this.families.maisons.maison(id);
  }

  event(id: number) {
    return this.families.events.event(id);
  }

  activity(id: number) {
    return this.families.activities.activity(id);
  }

  museum(id: number) {
    return this.families.heritage.museum(id);
  }

  monument(id: number) {
    return this.families.heritage.monument(id);
  }

  festival(id: number) {
    return this.families.heritage.festival(id);
  }

  guide(id: number) {
    return this.families.guides.guide(id);
  }

  circuit(slug: string) {
    return this.families.circuits.circuit(slug);
  }

  /**
   * Offers valid today or later, those valid now first: all of them, one kind's, one listing's
   * (a detail page) or one destination's.
   */
  async offers(query: {
    kind?: SpecialOffer['kind'] | undefined;
    listing_id?: number | undefined;
    destination_id?: number | undefined;
  }) {
    const now = this.now();
    const today = now.slice(0, 10);
    let q = this.db.selectFrom('special_offers').selectAll().where('end_date', '>=', today);
    if (query.kind) q = q.where('kind', '=', query.kind);
    if (query.listing_id !== undefined) q = q.where('listing_id', '=', query.listing_id);
    const rows = await q.orderBy('start_date').orderBy('id').execute();
    const tables = { hotel: 'hotels', restaurant: 'restaurants', maison: 'maisons' } as const;
    const listings = new Map<
      string,
      { id: number; slug: string; name: string; cover: string; destination_id: number }
    >();
    for (const kind of OFFER_KINDS) {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.listing_id);
      if (ids.length === 0) continue;
      const found = await this.db
        .selectFrom(tables[kind])
        .select(['id', 'slug', 'name', 'cover', 'destination_id'])
        .where('id', 'in', ids)
        .execute();
      for (const l of found) listings.set(`${kind}:${l.id}`, l);
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
        const { total, rows } = await this.q.firstMatches(kind, nameColumn[kind], q, SEARCH_GROUP_SIZE);
        const data = rows.map((r) => ({ id: r.id, slug: r.slug, ...flattenLocalized('name', r.name), cover: r.cover }));
        return [kind, { total, data }] as const;
      }),
    );
    return { results: Object.fromEntries(groups) };
  }

  agency(slugOrId: string) {
    return this.families.agencies.agency(slugOrId);
  }

  category(family: CategoryFamily, slug: string) {
    return this.families.categories.category(family, slug);
  }

  videoPage(query: VideosQuery, origin: string) {
    return this.families.videos.videoPage(query, origin);
  }

  video(slug: string) {
    return this.families.videos.video(slug);
  }

  banners() {
    return this.families.banners.banners();
  }

  posts(query: PostsQuery, origin: string) {
    return this.families.blog.posts(query, origin);
  }

  partner(slug: PartnerSlug) {
    return this.families.directories.partner(slug);
  }
}
