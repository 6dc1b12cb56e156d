import type { CatalogueEvent, MaisonListItem } from '../../../domain/contract/catalogue.ts';
import { datedStatus } from '../../../domain/dates.ts';
import type { Places, Row } from '../../db/listing-query.ts';
import { flattenLocalized } from '../../lib/localized.ts';
import { place } from '../geography/geography.mappers.ts';
import { dinars, type ListingRow, pictures, toListingElement, toSeo } from '../listings/listing.mappers.ts';

/** Mappers from stored rows to the API shapes of domain/contract/catalogue.ts. */

/** The place fields every located item carries: coordinates as strings, ids and destination name. */
export function toMaison(
  r: Row<'maisons'> & { starting_price_millimes: number | null },
  places: Places,
): MaisonListItem {
  const destination = places.destinations.get(r.destination_id);
  const row: ListingRow = { ...r, destination_name: destination?.name ?? '{}' };
  return {
    ...toListingElement(row, r.starting_price_millimes),
    facilities: JSON.parse(r.facilities),
    boards: JSON.parse(r.boards),
  } as MaisonListItem;
}

export function toEvent(r: Row<'events'>, places: Places, now: string): CatalogueEvent {
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind,
    ...flattenLocalized('title', r.title),
    ...flattenLocalized('address', r.address),
    ...flattenLocalized('description', r.description),
    ...pictures(r),
    start_date: r.start_at,
    end_date: r.end_at,
    status: datedStatus(r.start_at, r.end_at, now),
    seats: r.seats,
    price: dinars(r.price_millimes),
    ...place(r, places),
    seo: toSeo(r.seo),
  } as CatalogueEvent;
}
