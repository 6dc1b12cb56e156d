import { PARTNER_PAGES } from '../../../domain/constants.ts';
import type { SpecialOffer } from '../../../domain/contract/catalogue.ts';
import { apiKey } from '../../../domain/query-keys.ts';
import type { DetailPageKind } from '../../../domain/seo.ts';
import type { ApiAnswers } from '../../lib/operations.ts';
import type { CachedJson } from '../../lib/response-cache.ts';

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
  load: (ref: number | string, origin: string) => Promise<CachedJson | null>;
  /** The kind of special offers the page lists under the item (components/detail/offers-section.tsx). */
  offers?: SpecialOffer['kind'];
}

/** The single-item answers (`monument/3`…): the API's own, null when unknown. */
function itemSource(
  answer: ApiAnswers,
  apiPath: string,
  field: string,
  nameField: DetailSource['nameField'],
  param: 'id' | 'slug',
): DetailSource {
  return {
    key: (ref) => apiKey(`/utilisateur/${apiPath}/${ref}`),
    field,
    nameField,
    load: (ref, origin) => answer(`/${apiPath}/{${param}}`, { params: { [param]: String(ref) } }, origin),
  };
}

export function detailSources(answer: ApiAnswers): Record<DetailPageKind, DetailSource> {
  const item = (apiPath: string, field: string, nameField: DetailSource['nameField'] = 'name') =>
    itemSource(answer, apiPath, field, nameField, 'id');
  const bySlug = (apiPath: string, field: string, nameField: DetailSource['nameField'] = 'name') =>
    itemSource(answer, apiPath, field, nameField, 'slug');
  const hotel: DetailSource = { ...item('hotels', 'hotel'), offers: 'hotel' };
  return {
    hotel,
    // A hotel's video page is about the hotel: same head, same answer, but it lists no offers.
    hotelVideo: { ...hotel, offers: undefined },
    restaurant: { ...item('restaurants', 'restaurant'), offers: 'restaurant' },
    maison: { ...item('maison', 'maison'), offers: 'maison' },
    event: item('event', 'event', 'title'),
    activity: item('activity', 'activety', 'title'),
    museum: item('musees', 'musee'),
    monument: item('monument', 'monument'),
    festival: item('festival', 'festival'),
    tourGuide: { ...item('guide', 'guide'), descriptionField: 'bio' },
    voyage: item('voyages', 'voyage'),
    circuit: bySlug('circuits', 'circuit'),
    agency: bySlug('agencies', 'agency'),
    // A partner's answer is at its own name (`/agil`), which only a known partner has.
    partner: {
      key: (slug) => apiKey(`/utilisateur/${slug}`),
      field: 'partner',
      nameField: 'name',
      load: (slug, origin) =>
        Object.values<string>(PARTNER_PAGES).includes(String(slug))
          ? answer(`/${slug}`, {}, origin)
          : Promise.resolve(null),
    },
    video: bySlug('videos', 'video'),
    craft: bySlug('artisanat', 'category', 'title'),
    wellness: bySlug('medical-category', 'category', 'title'),
  };
}
