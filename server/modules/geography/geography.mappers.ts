import type { City, Destination, State } from '../../../domain/contract/geography.ts';
import type { Places } from '../../db/listing-query.ts';
import type { CitiesTable, DestinationsTable, StatesTable } from '../../db/schema.ts';
import { flattenLocalized } from '../../lib/localized.ts';

type Row<T> = { [K in keyof T]: T[K] extends import('kysely').Generated<infer V> ? V : T[K] };

export const toState = (s: Row<StatesTable>): State =>
  ({
    id: s.id,
    slug: s.slug,
    iso: s.iso,
    ...flattenLocalized('name', s.name),
    lat: String(s.lat),
    lng: String(s.lng),
  }) as State;

export const toDestination = (d: Row<DestinationsTable>): Destination =>
  ({
    id: d.id,
    slug: d.slug,
    state_id: d.state_id,
    ...flattenLocalized('name', d.name),
    lat: String(d.lat),
    lng: String(d.lng),
  }) as Destination;

export const toCity = (c: Row<CitiesTable>): City =>
  ({
    id: c.id,
    slug: c.slug,
    state_id: c.state_id,
    destination_id: c.destination_id,
    ...flattenLocalized('name', c.name),
    lat: String(c.lat),
    lng: String(c.lng),
  }) as City;

/** City and governorate of a located item, for detail responses. */
export function placeDetail(cityId: number, places: Places) {
  const city = places.cities.get(cityId);
  const state = city && places.states.get(city.state_id);
  if (!city || !state) throw new Error(`city ${cityId} has no governorate`);
  return { city: toCity(city), state: toState(state) };
}

export function cityRef(cityId: number, places: Places) {
  const city = places.cities.get(cityId);
  return { id: cityId, slug: city?.slug ?? '', ...flattenLocalized('name', city?.name ?? '{}') };
}

/** Where a located item is: its coordinates, city and destination (named). */
export function place(r: { lat: number; lng: number; destination_id: number; city_id: number }, places: Places) {
  const destination = places.destinations.get(r.destination_id);
  return {
    lat: String(r.lat),
    lng: String(r.lng),
    destination_id: r.destination_id,
    city_id: r.city_id,
    destination: { id: r.destination_id, ...flattenLocalized('name', destination?.name ?? '{}') },
  };
}
