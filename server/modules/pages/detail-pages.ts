import { apiKey, hotelKey } from '../../../domain/query-keys.ts';
import type { DetailPageKind } from '../../../domain/seo.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CachedJson, ResponseCache } from '../../lib/response-cache.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { RestaurantsService } from '../restaurants/restaurants.service.ts';

/** Where a page about one item finds it: the API answer the client would fetch, and its key. */
export interface DetailSource {
  /** The React Query key the client reads the item under (the server inlines the answer there). */
  key: (id: number) => readonly unknown[];
  /** The answer's wrapper field (`monument`, `activety`…) and the item's name field. */
  field: string;
  nameField: 'name' | 'title';
  /** The API answer, or null when there is no such item. */
  load: (id: number) => Promise<CachedJson | null>;
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
  read: (id: number) => Promise<unknown>,
): DetailSource {
  const path = (id: number) => `/utilisateur/${apiPath}/${id}`;
  return {
    key: (id) => apiKey(path(id)),
    field,
    nameField,
    load: (id) =>
      cache
        .get(`page|${path(id)}`, () => read(id))
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }),
  };
}

export function detailSources(s: DetailServices): Record<DetailPageKind, DetailSource> {
  const c = s.catalogue;
  return {
    hotel: { key: hotelKey, field: 'hotel', nameField: 'name', load: (id) => s.hotels.detail(id) },
    restaurant: {
      key: (id) => apiKey(`/utilisateur/restaurants/${id}`),
      field: 'restaurant',
      nameField: 'name',
      load: (id) => s.restaurants.detail(id),
    },
    maison: catalogueSource(s, 'maison', 'maison', 'name', (id) => c.maison(id)),
    event: catalogueSource(s, 'event', 'event', 'title', (id) => c.event(id)),
    activity: catalogueSource(s, 'activity', 'activety', 'title', (id) => c.activity(id)),
    museum: catalogueSource(s, 'musees', 'musee', 'name', (id) => c.museum(id)),
    monument: catalogueSource(s, 'monument', 'monument', 'name', (id) => c.monument(id)),
    festival: catalogueSource(s, 'festival', 'festival', 'name', (id) => c.festival(id)),
  };
}
