import type { Kysely } from 'kysely';
import type { PartnerSlug } from '../../../domain/constants.ts';
import {
  type EventStatus,
  OFFER_KINDS,
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchKind,
  type SpecialOffer,
} from '../../../domain/contract/catalogue.ts';
import { datedStatus, tunisiaDateTime } from '../../../domain/dates.ts';
import { type ListedTable, type ListingFilter, ListingQuery, type Places, type Row } from '../../db/listing-query.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import type { ActivitiesService } from '../activities/activities.service.ts';
import type { AgenciesService } from '../agencies/agencies.service.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { BlogService, PostsQuery } from '../blog/blog.service.ts';
import type { CategoriesService, CategoryFamily } from '../categories/categories.service.ts';
import type { CircuitsService } from '../circuits/circuits.service.ts';
import type { DirectoriesService } from '../directories/directories.service.ts';
import type { EventsService } from '../events/events.service.ts';
import { placeDetail, toDestination } from '../geography/geography.mappers.ts';
import { GeographyRepository } from '../geography/geography.repository.ts';
import type { GuidesService } from '../guides/guides.service.ts';
import type { HeritageService } from '../heritage/heritage.service.ts';
import { toRoom } from '../hotels/hotels.mappers.ts';
import { type PagedQuery, placedPage } from '../listings/placed-page.ts';
import type { VideosQuery, VideosService } from '../videos/videos.service.ts';
import { toMaison } from './catalogue.mappers.ts';

/** The modules split out of the catalogue, whose answers the page renderer asks of it. */
export interface CatalogueFamilies {
  blog: BlogService;
  directories: DirectoriesService;
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
 * Builds the catalogue's responses (everything but hotels and restaurants, which have their own
 * modules): the shapes of domain/contract/catalogue.ts, from the rows of migration 0003.
 */
export class CatalogueService {
  private readonly q: ListingQuery;
  private readonly geography: GeographyRepository;

  constructor(
    private readonly db: Kysely<Database>,
    /** The resources that have their own module: the page renderer still reads them through here. */
    private readonly families: CatalogueFamilies,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.q = new ListingQuery(db);
    this.geography = new GeographyRepository(db);
  }

  private now() {
    return tunisiaDateTime(this.clock());
  }

  private async stateId(idOrSlug: string): Promise<number> {
    const state = await this.geography.findState(idOrSlug);
    if (!state) throw notFound('state_not_found', 'No governorate with this id or slug.');
    return state.id;
  }

  private paged<T extends ListedTable, I>(
    table: T,
    path: string,
    query: PagedQuery & { status?: EventStatus | undefined },
    origin: string,
    options: Pick<ListingFilter, 'equals' | 'compare'> & { order: string[] },
    map: (rows: Row<T>[], places: Places) => Promise<I[]> | I[],
  ) {
    return placedPage(this.q, table, path, query, origin, options, map);
  }

  // ------------------------------------------------------------------------------ guest houses
  private async maisonPrices(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await this.db
      .selectFrom('maison_rooms')
      .select(['maison_id', (eb) => eb.fn.min('price_millimes').as('p')])
      .where('maison_id', 'in', ids)
      .groupBy('maison_id')
      .execute();
    return new Map(rows.map((r) => [r.maison_id, Number(r.p)]));
  }

  private async maisons(rows: Row<'maisons'>[], places: Places) {
    const prices = await this.maisonPrices(rows.map((r) => r.id));
    return rows.map((r) => toMaison({ ...r, starting_price_millimes: prices.get(r.id) ?? null }, places));
  }

  async maisonPage(query: PagedQuery, origin: string) {
    return {
      maisons: await this.paged('maisons', 'maison', query, origin, { order: [] }, (r, p) => this.maisons(r, p)),
    };
  }

  async maisonList(filter: ListingFilter) {
    const [places, rows] = await Promise.all([this.q.places(), this.q.list('maisons', filter, [])]);
    return { maisons: { data: await this.maisons(rows, places) } };
  }

  async maisonsByState(state: string) {
    const places = await this.q.places();
    const rows = await this.q.list('maisons', { stateId: await this.stateId(state) }, []);
    return { maisons: { data: await this.maisons(rows, places) } };
  }

  async maison(id: number) {
    const row = await this.q.byId('maisons', id);
    if (!row) throw notFound('maison_not_found', 'No guest house with this id.');
    const [places, rooms] = await Promise.all([
      this.q.places(),
      this.db.selectFrom('maison_rooms').selectAll().where('maison_id', '=', id).orderBy('price_millimes').execute(),
    ]);
    const [item] = await this.maisons([row], places);
    const destination = places.destinations.get(row.destination_id);
    if (!item || !destination) throw notFound('maison_not_found', 'No guest house with this id.');
    return {
      maison: {
        ...item,
        rooms: rooms.map((r) => toRoom({ ...r, hotel_id: r.maison_id })),
        ...placeDetail(row.city_id, places),
        destination: toDestination(destination),
      },
    };
  }

  // ------------------------------------------------------------------------------ events
  /** `allevent` (kind event) and `weekend` (kind weekend): soonest first, optionally of one status. */
  event(id: number) {
    return this.families.events.event(id);
  }

  activity(id: number) {
    return this.families.activities.activity(id);
  }

  // ------------------------------------------------------------------------------ heritage
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
