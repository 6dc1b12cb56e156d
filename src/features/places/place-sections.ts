import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a place section needs of any catalogue item. */
export type Item = { id: number; cover: string } & Record<string, unknown>;

/** The lists a place page shows, and where each item and the whole list lead. */
export interface Section {
  key: string;
  label: MessageDescriptor;
  /** The API call for this place, and where its items are in the answer. */
  path: (filter: PlaceFilter) => string | null;
  pick: (answer: unknown) => Item[];
  nameField: 'name' | 'title';
  /** The API answer of one item, as its page reads it. */
  detail: (id: number) => string;
  item: string;
  /** The listing, filtered to the destination (listings filter by destination only). */
  list: string;
}

export type PlaceFilter = { kind: 'destination' | 'city'; id: number } | { kind: 'state'; slug: string };

const data = (key: string) => (answer: unknown) => {
  const value = (answer as Record<string, unknown>)[key];
  const items = Array.isArray(value) ? value : ((value as { data?: unknown[] } | undefined)?.data ?? []);
  return items as Item[];
};
/** `?destination_id=` or `?city_id=` on a list, or the list's by-governorate call. */
const filtered = (list: string, byState: string | null, cityToo: boolean) => (f: PlaceFilter) =>
  f.kind === 'state'
    ? byState && `/utilisateur/${byState}/${f.slug}`
    : f.kind === 'city' && !cityToo
      ? null
      : `/utilisateur/${list}${list.includes('?') ? '&' : '?'}${f.kind}_id=${f.id}`;

export const SECTIONS: Section[] = [
  {
    key: 'hotels',
    label: msg`Hôtels`,
    path: filtered('allhotels', 'hotelsbystate', false),
    pick: (a) => data('hotels')(a),
    nameField: 'name',
    detail: (id) => `/utilisateur/hotels/${id}`,
    item: '/{-$lang}/hotels/$id',
    list: '/{-$lang}/hotels',
  },
  {
    key: 'restaurants',
    label: msg`Restaurants`,
    path: filtered('allrestaurants', 'restaurantsbystate', true),
    pick: data('restaurants'),
    nameField: 'name',
    detail: (id) => `/utilisateur/restaurants/${id}`,
    item: '/{-$lang}/restaurants/$id',
    list: '/{-$lang}/restaurants',
  },
  {
    key: 'maisons',
    label: msg`Maisons d’hôtes`,
    path: filtered('allmaison', 'maisonbystate', true),
    pick: data('maisons'),
    nameField: 'name',
    detail: (id) => `/utilisateur/maison/${id}`,
    item: '/{-$lang}/maison/$id',
    list: '/{-$lang}/maison',
  },
  {
    key: 'activities',
    label: msg`Activités`,
    path: filtered('allactivity?page=1', 'activetybystate', true),
    pick: data('activety'),
    nameField: 'title',
    detail: (id) => `/utilisateur/activity/${id}`,
    item: '/{-$lang}/activity/$id',
    list: '/{-$lang}/activity',
  },
  {
    key: 'events',
    label: msg`Événements`,
    path: filtered('allevent?page=1', 'eventsbystate', true),
    pick: data('events'),
    nameField: 'title',
    detail: (id) => `/utilisateur/event/${id}`,
    item: '/{-$lang}/events/$id',
    list: '/{-$lang}/events',
  },
  {
    key: 'monuments',
    label: msg`Monuments et sites`,
    path: filtered('monument', null, true),
    pick: data('monuments'),
    nameField: 'name',
    detail: (id) => `/utilisateur/monument/${id}`,
    item: '/{-$lang}/monument/$id',
    list: '/{-$lang}/monument',
  },
  {
    key: 'museums',
    label: msg`Musées`,
    path: filtered('musees?page=1', null, true),
    pick: data('musees'),
    nameField: 'name',
    detail: (id) => `/utilisateur/musees/${id}`,
    item: '/{-$lang}/musses/$id',
    list: '/{-$lang}/musses',
  },
];
