import type { Agency } from '../../../domain/contract/catalogue.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { cityRef, place } from '../geography/geography.mappers.ts';

export function toAgency(r: Row<'agencies'>, hotels: Agency['hotels'], places: Places): Agency {
  const state = places.states.get(r.state_id);
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('address', r.address),
    ...flattenLocalized('description', r.description),
    ...flattenLocalized('locality', r.locality),
    ...flattenLocalized('region', r.region),
    cover: r.cover,
    images: JSON.parse(r.images),
    status: r.status,
    phone: r.phone,
    landline: r.landline,
    fax: r.fax,
    email: r.email,
    website: r.website,
    licence: r.licence,
    state_id: r.state_id,
    state: { id: r.state_id, slug: state?.slug ?? '', ...flattenLocalized('name', state?.name ?? '{}') },
    city: cityRef(r.city_id, places),
    ...place(r, places),
    hotel_ids: hotels.map((h) => h.id),
    hotels,
  } as Agency;
}
