import type { Vehicle } from '../../../domain/contract/catalogue.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { cityRef } from '../geography/geography.mappers.ts';
import { dinars } from '../listings/listing.mappers.ts';

export function toVehicle(r: Row<'vehicles'>, agency: Row<'agencies'> | undefined, places: Places): Vehicle {
  const prices = JSON.parse(r.prices) as { from_days: number; price_millimes: number }[];
  return {
    id: r.id,
    kind: r.kind,
    registration_number: r.registration_number,
    photo: r.photo,
    ...flattenLocalized('title', r.title),
    marque: r.marque,
    model: r.model,
    year: r.year,
    kilometers: r.kilometers,
    seats: r.seats,
    transmission: r.transmission,
    fuel: r.fuel,
    air_conditioning: r.air_conditioning === 1,
    city: cityRef(r.city_id, places),
    agency: { id: r.agency_id, slug: agency?.slug ?? '', ...flattenLocalized('name', agency?.name ?? '{}') },
    prices: prices.map((p) => ({ from_days: p.from_days, price: dinars(p.price_millimes) })),
  } as Vehicle;
}
