import type { Circuit } from '../../../domain/contract/catalogue.ts';
import type { Localized } from '../../../domain/locales.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { cityRef } from '../geography/geography.mappers.ts';
import { dinars, pictures, toSeo } from '../listings/listing.mappers.ts';

export function toCircuit(r: Row<'circuits'>, places: Places): Circuit {
  const stops = JSON.parse(r.stops) as { city_id: number; nights: number; note: Localized }[];
  const nights = stops.reduce((sum, s) => sum + s.nights, 0);
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    from_city: cityRef(r.from_city_id, places),
    to_city: cityRef(r.to_city_id, places),
    days: Math.max(1, nights + 1),
    stops: stops.map((s) => {
      const city = places.cities.get(s.city_id);
      if (!city) throw new Error(`circuit ${r.slug}: no city ${s.city_id}`);
      return {
        city: cityRef(s.city_id, places),
        nights: s.nights,
        ...flattenLocalized('note', JSON.stringify(s.note)),
        lat: String(city.lat),
        lng: String(city.lng),
      };
    }),
    starting_price: dinars(r.price_from_millimes),
    seo: toSeo(r.seo),
  } as Circuit;
}
