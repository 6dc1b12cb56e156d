import type { PartnerSlug } from '../../../domain/constants.ts';
import type { SpecialOffer } from '../../../domain/contract/catalogue.ts';
import { apiKey } from '../../../domain/query-keys.ts';
import type { DetailPageKind } from '../../../domain/seo.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';

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

export interface DetailServices {
  hotels: HotelsService;
  restaurants: RestaurantsService;
  catalogue: CatalogueService;
  cache: ResponseCache;
}

/** The catalogue's single-item answers (`monument/3`…): cached like the API's, null when unknown. */
function catalogueSource(
  { cache }: DetailServices,
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

/** A lookup that answers 404 becomes null: the page is then a not-found page. */
function nullWhenNotFound(answer: Promise<CachedJson>): Promise<CachedJson | null> {
  return answer.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
}

export function detailSources(s: DetailServices): Record<DetailPageKind, DetailSource> {
  const c = s.catalogue;
  const hotel: DetailSource = {
    key: (id) => apiKey(`/utilisateur/hotels/${id}`),
    field: 'hotel',
    nameField: 'name',
    load: (id) => s.hotels.detail(Number(id)),
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
      load: (id) => s.restaurants.detail(Number(id)),
      offers: 'restaurant',
    },
    maison: { ...catalogueSource(s, 'maison', 'maison', 'name', (id) => c.maison(Number(id))), offers: 'maison' },
    event: catalogueSource(s, 'event', 'event', 'title', (id) => c.event(Number(id))),
    activity: catalogueSource(s, 'activity', 'activety', 'title', (id) => c.activity(Number(id))),
    museum: catalogueSource(s, 'musees', 'musee', 'name', (id) => c.museum(Number(id))),
    monument: catalogueSource(s, 'monument', 'monument', 'name', (id) => c.monument(Number(id))),
    festival: catalogueSource(s, 'festival', 'festival', 'name', (id) => c.festival(Number(id))),
    tourGuide: {
      ...catalogueSource(s, 'guide', 'guide', 'name', (id) => c.guide(Number(id))),
      descriptionField: 'bio',
    },
    circuit: catalogueSource(s, 'circuits', 'circuit', 'name', (slug) => c.circuit(String(slug))),
    agency: catalogueSource(s, 'agencies', 'agency', 'name', (slug) => c.agency(String(slug))),
    partner: {
      key: (slug) => apiKey(`/utilisateur/${slug}`),
      field: 'partner',
      nameField: 'name',
      load: (slug) => nullWhenNotFound(s.cache.get(`page|partner|${slug}`, () => c.partner(slug as PartnerSlug))),
    },
    video: catalogueSource(s, 'videos', 'video', 'name', (slug) => c.video(String(slug))),
    craft: catalogueSource(s, 'artisanat', 'category', 'title', (slug) => c.category('craft', String(slug))),
    wellness: catalogueSource(s, 'medical-category', 'category', 'title', (slug) =>
      c.category('wellness', String(slug)),
    ),
  };
}
