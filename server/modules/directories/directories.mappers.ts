import type { EmergencyNumber } from '../../../domain/contract/catalogue.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { cityRef } from '../geography/geography.mappers.ts';

type LocatedRow = {
  id: number;
  slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  phone: string | null;
  city_id: number;
};

export function toLocation(r: LocatedRow, places: Places) {
  return {
    id: r.id,
    slug: r.slug,
    ...flattenLocalized('name', r.name),
    ...flattenLocalized('address', r.address),
    lat: String(r.lat),
    lng: String(r.lng),
    phone: r.phone,
    city: cityRef(r.city_id, places),
  };
}

export function toEmergencyNumber(r: Row<'emergency_numbers'>): EmergencyNumber {
  return {
    id: r.id,
    slug: r.slug,
    group: r.group_name,
    number: r.number,
    ...flattenLocalized('label', r.label),
    ...flattenLocalized('description', r.description),
  } as EmergencyNumber;
}
