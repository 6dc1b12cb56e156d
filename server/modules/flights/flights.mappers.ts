import type { Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';

export function toAirport(a: Row<'airports'>) {
  return {
    id: a.id,
    iata: a.iata,
    icao: a.icao,
    ...flattenLocalized('name', a.name),
    ...flattenLocalized('place', a.place),
    state_id: a.state_id,
    lat: String(a.lat),
    lng: String(a.lng),
    international: a.international === 1,
  };
}
