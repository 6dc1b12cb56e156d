import type { PartnerSlug } from '../../../domain/constants.ts';
import type { SpecialOffer } from '../../../domain/contract/catalogue.ts';
import { apiKey } from '../../../domain/query-keys.ts';
import type { DetailPageKind } from '../../../domain/seo.ts';
import { cachedAnswer, nullWhenNotFound } from '../../lib/operations.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import type { ActivitiesService } from '../activities/activities.service.ts';
import type { AgenciesService } from '../agencies/agencies.service.ts';
import type { BannersService } from '../banners/banners.service.ts';
import type { BlogService } from '../blog/blog.service.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { CircuitsService } from '../circuits/circuits.service.ts';
import type { DirectoriesService } from '../directories/directories.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { GeographyService } from '../geography/geography.service.ts';
import type { GuidesService } from '../guides/guides.service.ts';
import type { HeritageService } from '../heritage/heritage.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MaisonsService } from '../maisons/maisons.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';
import type { SearchService } from '../search/search.service.ts';
import type { VideosService } from '../videos/videos.service.ts';

/** Where a page about one item finds it: the API answer the client would fetch, and its key. */
export interface DetailSource {
  /** The React Query key the client reads the item under (the server inlines the answer there). */
  key: (ref: number | string) => readonly unknown[];
  /** The answer's wrapper field (`monument`, `activety`…) and the item's name field. */
  field: string;
  nameField: 'name' | 'title';
  /** The item's text for the meta description, when it is not `description` (a guide's `bio`). */
  descriptionField?: string;
  /** The API answer, or null when there is no such item. */
  load: (ref: number | string) => Promise<CachedJson | null>;
  /** The kind of special offers the page lists under the item (components/detail/offers-section.tsx). */
  offers?: SpecialOffer['kind'];
}

/** The modules whose answers pages show, and the API's response cache. */
export interface PageServices {
  hotels: HotelsService;
  restaurants: RestaurantsService;
  geography: GeographyService;
  maisons: MaisonsService;
  events: EventsService;
  activities: ActivitiesService;
  heritage: HeritageService;
  guides: GuidesService;
  circuits: CircuitsService;
  agencies: AgenciesService;
  categories: CategoriesService;
  directories: DirectoriesService;
  videos: VideosService;
  banners: BannersService;
  search: SearchService;
  offers: OffersService;
  blog: BlogService;
  cache: ResponseCache;
}

/** The single-item answers (`monument/3`…): cached like the API's, null when unknown. */
function itemSource(
  { cache }: PageServices,
  apiPath: string,
  field: string,
  nameField: DetailSource['nameField'],
  read: (ref: number | string) => Promise<unknown>,
): DetailSource {
  const path = (ref: number | string) => `/utilisateur/${apiPath}/${ref}`;
  return {
    key: (ref) => apiKey(path(ref)),
    field,
    nameField,
    load: (ref) => nullWhenNotFound(cache.get(`page|${path(ref)}`, () => read(ref))),
  };
}

/** The API's own cached answer of an item's call, under the operation's path (as the registrar keys it). */
const itemAnswer = (cache: ResponseCache, path: string, id: number, read: () => Promise<unknown>) =>
  nullWhenNotFound(cachedAnswer(cache, path, { origin: '', query: {}, params: { id } }, read));

export function detailSources(s: PageServices): Record<DetailPageKind, DetailSource> {
  const hotel: DetailSource = {
    key: (id) => apiKey(`/utilisateur/hotels/${id}`),
    field: 'hotel',
    nameField: 'name',
    load: (id) => itemAnswer(s.cache, '/hotels/{id}', Number(id), () => s.hotels.hotel(Number(id))),
    offers: 'hotel',
  };
  return {
    hotel,
    // A hotel's video page is about the hotel: same head, same answer, but it lists no offers.
    hotelVideo: { ...hotel, offers: undefined },
    restaurant: {
      key: (id) => apiKey(`/utilisateur/restaurants/${id}`),
      field: 'restaurant',
      nameField: 'name',
      load: (id) => itemAnswer(s.cache, '/restaurants/{id}', Number(id), () => s.restaurants.restaurant(Number(id))),
      offers: 'restaurant',
    },
    maison: {
      ...itemSource(s, 'maison', 'maison', 'name', (id) => s.maisons.maison(Number(id))),
      offers: 'maison',
    },
    event: itemSource(s, 'event', 'event', 'title', (id) => s.events.event(Number(id))),
    activity: itemSource(s, 'activity', 'activety', 'title', (id) => s.activities.activity(Number(id))),
    museum: itemSource(s, 'musees', 'musee', 'name', (id) => s.heritage.museum(Number(id))),
    monument: itemSource(s, 'monument', 'monument', 'name', (id) => s.heritage.monument(Number(id))),
    festival: itemSource(s, 'festival', 'festival', 'name', (id) => s.heritage.festival(Number(id))),
    tourGuide: {
      ...itemSource(s, 'guide', 'guide', 'name', (id) => s.guides.guide(Number(id))),
      descriptionField: 'bio',
    },
    circuit: itemSource(s, 'circuits', 'circuit', 'name', (slug) => s.circuits.circuit(String(slug))),
    agency: itemSource(s, 'agencies', 'agency', 'name', (slug) => s.agencies.agency(String(slug))),
    partner: {
      key: (slug) => apiKey(`/utilisateur/${slug}`),
      field: 'partner',
      nameField: 'name',
      load: (slug) =>
        nullWhenNotFound(s.cache.get(`page|partner|${slug}`, () => s.directories.partner(slug as PartnerSlug))),
    },
    video: itemSource(s, 'videos', 'video', 'name', (slug) => s.videos.video(String(slug))),
    craft: itemSource(s, 'artisanat', 'category', 'title', (slug) => s.categories.category('craft', String(slug))),
    wellness: itemSource(s, 'medical-category', 'category', 'title', (slug) =>
      s.categories.category('wellness', String(slug)),
    ),
  };
}
