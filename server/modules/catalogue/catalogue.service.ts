import type { PartnerSlug } from '../../../domain/constants.ts';
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
import type { OffersQuery, OffersService } from '../offers/offers.service.ts';
import type { SearchService } from '../search/search.service.ts';
import type { VideosQuery, VideosService } from '../videos/videos.service.ts';

/** The modules the catalogue was split into. */
export interface CatalogueFamilies {
  blog: BlogService;
  directories: DirectoriesService;
  offers: OffersService;
  search: SearchService;
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
 * The catalogue as the page renderer (server/modules/pages) reads it: the answers of the modules
 * it was split into, under the names it had. It serves no call of the API; once the renderer asks
 * those modules itself, this goes.
 */
export class CatalogueService {
  constructor(private readonly families: CatalogueFamilies) {}

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

  offers(query: OffersQuery) {
    return this.families.offers.offers(query);
  }

  search(q: string) {
    return this.families.search.search(q);
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
